import type { MediaLibraryItemFragment } from "../../../graphql/generated";
import { smallestSource } from "./media-format";

interface MediaThumbnailProps {
  item: Pick<MediaLibraryItemFragment, "alt" | "width" | "height" | "picture" | "format">;
  /** The displayed width, so the browser fetches the smallest file that is sharp enough. */
  sizes: string;
  className?: string;
}

/** A library image at thumbnail size: AVIF or WebP where the browser takes them, loaded lazily over its placeholder. */
export function MediaThumbnail({ item, sizes, className = "aspect-square w-full" }: MediaThumbnailProps) {
  const { picture } = item;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={smallestSource(picture.srcset, picture.src)}
        srcSet={picture.srcset || undefined}
        sizes={picture.srcset ? sizes : undefined}
        width={item.width}
        height={item.height}
        alt={item.alt}
        loading="lazy"
        decoding="async"
        style={{
          backgroundColor: picture.dominantColor || undefined,
          backgroundImage: picture.placeholder ? `url(${picture.placeholder})` : undefined,
          backgroundSize: "cover",
        }}
        // Logos and icons are shown whole; photos fill the tile.
        className={`${item.format === "SVG" ? "object-contain p-3" : "object-cover"} ${className}`}
      />
    </picture>
  );
}
