import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/**
 * Marks the document once the page's content is live (for a server-rendered page: hydrated,
 * so its buttons work). Sits inside the page's Suspense boundary, so it runs only when the
 * page itself does. Browser tests wait for it rather than for time.
 */
export function PageReady() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.pageReady = pathname;
  }, [pathname]);
  return null;
}
