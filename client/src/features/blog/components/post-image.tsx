import { Dumbbell } from "lucide-react";
import { useImageFallback } from "../../../lib/use-image-fallback";

interface PostImageProps {
  src: string;
  alt: string;
  /** Images below the first screenful wait until they are scrolled near. */
  lazy?: boolean;
  /** The page's largest image (a post's cover): fetched ahead of the rest. */
  priority?: boolean;
  className?: string;
}

/** A post's cover in a fixed 1200x630 box, so the page never shifts while it loads. */
export function PostImage({ src, alt, lazy = false, priority = false, className = "" }: PostImageProps) {
  const { url, imageProps } = useImageFallback(src);
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
