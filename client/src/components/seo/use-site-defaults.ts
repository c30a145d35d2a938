import { useQuery } from "@apollo/client/react";
import { DEFAULT_SITE_NAME } from "../../config/site";
import { SeoDefaultsDocument } from "../../graphql/generated";

/** The site's name and logo as the head shows them; the same query PageHead reads, so no extra request. */
export function useSiteDefaults() {
  const { data } = useQuery(SeoDefaultsDocument);
  return { siteName: data?.siteSettings.siteName.trim() || DEFAULT_SITE_NAME, logo: data?.siteSettings.logo ?? "" };
}
