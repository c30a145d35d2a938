import { Dumbbell } from "lucide-react";
import { useImageFallback } from "../../lib/use-image-fallback";

interface SiteLogoProps {
  src?: string;
  siteName: string;
  size?: number;
}

/** The logo image, or a neutral mark when there is none or it fails to load. */
export function SiteLogo({ src, siteName, size = 40 }: SiteLogoProps) {
  const { url, imageProps } = useImageFallback(src);
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
  return (
    <img
      src={url}
      alt={`${siteName} logo`}
      width={size}
      height={size}
      {...imageProps}
      className="shrink-0 object-contain"
      style={{ width: size, height: size }}
    />
  );
}
