import { useQuery } from "@apollo/client/react";
import { pageTitle } from "../../../../common/validation";
import { DEFAULT_SITE_NAME } from "../../config/site";
import { SiteLayoutDocument } from "../../graphql/generated";
import { useDocumentTitle } from "../../lib/use-document-title";

/** Sets "{page} | {site name}" (the page alone when that is too long for a title); shares the layout's query, so no extra request on public pages. */
export function usePageTitle(page: string): void {
  const { data } = useQuery(SiteLayoutDocument);
  const siteName = data?.siteSettings.siteName.trim() || DEFAULT_SITE_NAME;
  useDocumentTitle(pageTitle(page, siteName));
}
