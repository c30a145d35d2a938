import { useQuery } from "@apollo/client/react";
import { DEFAULT_SITE_NAME } from "../../config/site";
import { SiteLayoutDocument, type PictureFragment } from "../../graphql/generated";

export interface SiteBranding {
  siteName: string;
  tagline: string;
  licenceNumber: string;
  /** Only the part before the first '|' is shown. */
  footerText: string;
  logo?: string;
  logoPicture?: PictureFragment | null;
  footerLogo?: string;
  footerLogoPicture?: PictureFragment | null;
  whatsapp?: string;
}

/** Layout data with text fallbacks, so the header and footer work while loading or on error. */
export function useSiteLayout(): SiteBranding {
  const { data } = useQuery(SiteLayoutDocument);
  const settings = data?.siteSettings;
  const siteName = settings?.siteName.trim() || DEFAULT_SITE_NAME;
  return {
    siteName,
    tagline: settings?.tagline ?? "",
    licenceNumber: settings?.licenceNumber ?? "",
    footerText: (settings?.footerText ?? `© ${siteName}. All rights reserved.`).split("|")[0]!.trim(),
    logo: settings?.logo || undefined,
    logoPicture: settings?.logoPicture,
    footerLogo: settings?.footerLogo || settings?.logo || undefined,
    footerLogoPicture: settings?.footerLogo ? settings.footerLogoPicture : settings?.logoPicture,
    whatsapp: data?.contactInfo.whatsapp || undefined,
  };
}
