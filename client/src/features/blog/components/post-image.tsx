import { Dumbbell } from "lucide-react";
import { focalPosition, Picture } from "../../../components/ui/picture";
import type { PictureFragment } from "../../../graphql/generated";
import { useImageFallback } from "../../../lib/use-image-fallback";
import { Island } from "../../../islands/island";

interface PostImageProps {
  src: string;
  /** Present when the cover is a library item. */
  picture: PictureFragment | null;
  /** Used when the library item has no alt text of its own. */
  alt: string;
  /** The rendered width per breakpoint (the blog grid's cards, or the article's column). */
  sizes: string;
  /** Images below the first screenful wait until they are scrolled near. */
  lazy?: boolean;
  /** The page's largest image (a post's cover): fetched ahead of the rest. */
  priority?: boolean;
  className?: string;
}

export function PostCover({ src, picture, alt, sizes, lazy = false, priority = false, className = "" }: PostImageProps) {
  const { url, imageProps } = useImageFallback(picture?.src ?? src);
  const frame = `aspect-[40/21] w-full ${className}`;
  if (!url) {
    // Decorative: the post's title is right beside it. Same box, so nothing below moves.
    return (
      <div
        data-image-fallback
        className={`${frame} flex items-center justify-center bg-gradient-to-br from-slate-900 via-slate-800 to-orange-700 text-orange-300/80`}
      >
        <Dumbbell aria-hidden className="size-12" />
      </div>
    );
  }
  if (picture) {
    return (
      <Picture
        picture={picture}
        alt={picture.alt.trim() || alt}
        sizes={sizes}
        lazy={lazy}
        priority={priority}
        imageProps={imageProps}
        className={`${frame} bg-slate-200 object-cover`}
        style={{ objectPosition: focalPosition(picture.focalX, picture.focalY) }}
      />
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      width={1200}
      height={630}
      loading={lazy ? "lazy" : undefined}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      {...imageProps}
      className={`${frame} bg-slate-200 object-cover`}
    />
  );
}

/**
 * A post's cover in a fixed 1200x630 box, so the page never shifts while it loads. An island,
 * so a cover that fails to load gives way to the fallback on a page that loads nothing else.
 */
export function PostImage(props: PostImageProps) {
  return <Island name="post-image" component={PostCover} props={props} />;
}
