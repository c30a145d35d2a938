import { useCallback, useState, type RefCallback } from "react";
import { safeUrl } from "../../../common/url";

interface ImageFallback {
  /** The address to show, or undefined when there is none, it is unsafe or it failed to load. */
  url?: string;
  /** Spread on the <img>: notices a failure, including one that came before the page was live. */
  imageProps: { ref: RefCallback<HTMLImageElement>; onError: () => void };
}

/** For an admin-entered image that may be missing or broken: the page shows its own fallback instead. */
export function useImageFallback(src: string | null | undefined): ImageFallback {
  const checked = safeUrl(src);
  const [failedSrc, setFailedSrc] = useState<string>();
  const ref = useCallback<RefCallback<HTMLImageElement>>(
    (image) => {
      // On a server-rendered page the image may have failed before the scripts ran, when no
      // onError was listening: loaded with no pixels means broken.
      if (image?.complete && image.naturalWidth === 0 && checked) setFailedSrc(checked);
    },
    [checked],
  );
  return {
    url: checked && failedSrc !== checked ? checked : undefined,
    imageProps: { ref, onError: () => setFailedSrc(checked) },
  };
}
