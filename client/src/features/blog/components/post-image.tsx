import { ImageOff } from "lucide-react";
import { useState } from "react";
import { safeUrl } from "../../../lib/links";

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
  const [failedSrc, setFailedSrc] = useState<string>();
  const url = safeUrl(src);
  const frame = `aspect-[40/21] w-full bg-slate-200 ${className}`;
  if (!url || failedSrc === url) {
    return (
      <div className={`${frame} flex items-center justify-center text-slate-500`}>
        <ImageOff aria-hidden className="size-10" />
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
      onError={() => setFailedSrc(url)}
      className={`${frame} object-cover`}
    />
  );
}
