import { useMutation } from "@apollo/client/react";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { RecordPageViewDocument } from "../../graphql/generated";

/**
 * Runs once the page's content is live (for a server-rendered page: hydrated, so its buttons
 * work): marks the document, which browser tests wait for rather than for time, and counts
 * the view for the dashboard (the server keeps only public pages, per day). Sits inside the
 * page's Suspense boundary, so it runs only when the page itself does.
 */
export function PageReady() {
  const { pathname } = useLocation();
  const [recordPageView] = useMutation(RecordPageViewDocument);
  useEffect(() => {
    document.documentElement.dataset.pageReady = pathname;
    // Counting is best effort: a refused or failed count never troubles the visitor.
    recordPageView({ variables: { path: pathname } }).catch(() => undefined);
  }, [pathname, recordPageView]);
  return null;
}
