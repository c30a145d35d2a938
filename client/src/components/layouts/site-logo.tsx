import { Dumbbell } from "lucide-react";
import type { PictureFragment } from "../../graphql/generated";
import { useImageFallback } from "../../lib/use-image-fallback";
import { Picture } from "../ui/picture";
import { Island } from "../../islands/island";

interface SiteLogoProps {
  src?: string;
  /** Present when the logo is a library item. */
  picture?: PictureFragment | null;
  siteName: string;
  size?: number;
  /** Below the first screenful (the footer's). */
  lazy?: boolean;
}

export function SiteLogoImage({ src, picture, siteName, size = 40, lazy = false }: SiteLogoProps) {
  const { url, imageProps } = useImageFallback(picture?.src ?? src);
  if (!url) {
    return (
      <span
        aria-hidden
        data-image-fallback
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-md bg-orange-500 text-slate-950"
      >
        <Dumbbell className="size-3/5" />
      </span>
    );
  }
  const alt = picture?.alt.trim() || `${siteName} logo`;
  if (picture) {
    return (
      <Picture
        picture={picture}
        alt={alt}
        sizes={`${size}px`}
        lazy={lazy}
        placeholder={false}
        imageProps={imageProps}
        className="shrink-0 object-contain"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      {...imageProps}
      className="shrink-0 object-contain"
      style={{ width: size, height: size }}
    />
  );
}

/**
 * The logo image, or a neutral mark when there is none or it fails to load. An island, so a
 * failed logo gives way on a page that loads nothing else (the footer's).
 */
export function SiteLogo(props: SiteLogoProps) {
  return <Island name="site-logo" component={SiteLogoImage} props={props} />;
}
