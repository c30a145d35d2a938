import { useCallback, useState, type CSSProperties, type RefCallback } from "react";
import { preload } from "react-dom";
import type { ImageSourceFragment, PictureFragment } from "../../graphql/generated";

/** Other sources for screens matching `media` (a phone's 9:16 crop), tried before the default ones. */
export interface ArtDirection {
  media: string;
  sources: readonly ImageSourceFragment[];
  width: number;
  height: number;
}

interface PictureProps {
  picture: PictureFragment;
  alt: string;
  /** The rendered width per breakpoint, as the CSS lays it out: the browser picks the file from it. */
  sizes: string;
  /** The page's largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** Below the first screenful: fetched when scrolled near. */
  lazy?: boolean;
  artDirection?: ArtDirection;
  /** Paint the dominant colour and blurred preview while loading; off for logos, whose transparency would show it. */
  placeholder?: boolean;
  className?: string;
  style?: CSSProperties;
  /** From useImageFallback: lets the caller show its own fallback when the file does not load. */
  imageProps?: { ref: RefCallback<HTMLImageElement>; onError: () => void };
}

/** "50% 30%": CSS keeps the focal point in view when object-cover crops the image. */
export const focalPosition = (x: number, y: number) => `${round(x * 100)}% ${round(y * 100)}%`;
const round = (value: number) => Math.round(value * 10) / 10;

/** The largest file of a srcset: a preload's href for browsers that ignore imagesrcset. */
const largest = (srcset: string) => srcset.split(",").at(-1)?.trim().split(/\s+/)[0] ?? "";

/**
 * Asks for one source from the server-rendered head, before the stylesheet and scripts arrive:
 * React writes image preloads at the top of <head>, and in the browser finds the server's link
 * instead of adding another. Given the AVIF source, a browser without AVIF skips it and still
 * finds its WebP or JPEG in the <picture>. (React preloads a plain <img> itself, never one inside
 * a <picture>, whose source it cannot know.)
 */
export function preloadSource(source: ImageSourceFragment | undefined, sizes: string, media?: string): void {
  if (!source?.srcset) return;
  preload(largest(source.srcset), {
    as: "image",
    imageSrcSet: source.srcset,
    imageSizes: sizes,
    media,
    type: source.type,
    fetchPriority: "high",
  });
}

/**
 * A library image: AVIF, then WebP, then the JPEG/PNG fallback, each at every width, with the
 * intrinsic size set so nothing moves, and its dominant colour and blurred preview painted until
 * the file arrives. An SVG has no sources and no srcset: the same markup serves it as it is.
 */
export function Picture(props: PictureProps) {
  const { picture, alt, sizes, priority = false, lazy = !priority, artDirection, className, style, imageProps } = props;
  const [loaded, setLoaded] = useState(false);
  // Art-directed images differ by screen: their caller preloads each set for its media query.
  if (priority && !artDirection) preloadSource(picture.sources[0], sizes);
  const { ref: fallbackRef, onError } = imageProps ?? {};
  const ref = useCallback<RefCallback<HTMLImageElement>>(
    (image) => {
      fallbackRef?.(image);
      // A server-rendered image may have arrived before the scripts ran.
      if (image?.complete && image.naturalWidth > 0) setLoaded(true);
    },
    [fallbackRef],
  );
  const placeholder: CSSProperties =
    loaded || props.placeholder === false
      ? {}
      : {
          backgroundColor: picture.dominantColor || undefined,
          backgroundImage: picture.placeholder ? `url("${picture.placeholder}")` : undefined,
          backgroundSize: "cover",
          backgroundPosition: focalPosition(picture.focalX, picture.focalY),
        };
  return (
    <picture>
      {artDirection?.sources.map((source) => (
        <source
          key={`art ${source.type}`}
          media={artDirection.media}
          type={source.type}
          srcSet={source.srcset}
          sizes={sizes}
          width={artDirection.width}
          height={artDirection.height}
        />
      ))}
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        ref={ref}
        src={picture.src}
        srcSet={picture.srcset || undefined}
        sizes={picture.srcset ? sizes : undefined}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={lazy ? "lazy" : undefined}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={onError}
        className={className}
        style={{ ...placeholder, ...style }}
      />
    </picture>
  );
}
