import { ImageOff } from "lucide-react";
import { useState } from "react";
import { safeUrl } from "../../../../common/url";

interface PreviewImageProps {
  src: string;
  alt: string;
  className?: string;
}

/** An admin-entered image, or a placeholder when it is missing, unsafe or fails to load. */
export function PreviewImage({ src, alt, className = "aspect-video w-full" }: PreviewImageProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const url = safeUrl(src);
  if (!url || failedSrc === url) {
    return (
      <div
        role="img"
        aria-label={`${alt} (image unavailable)`}
        className={`flex flex-col items-center justify-center gap-2 bg-slate-200 text-slate-500 ${className}`}
      >
        <ImageOff aria-hidden className="size-8" />
        <span className="text-xs font-medium">Image unavailable</span>
      </div>
    );
  }
  return <img src={url} alt={alt} onError={() => setFailedSrc(url)} className={`object-cover ${className}`} />;
}
