import { useQuery } from "@apollo/client/react";
import { DEFAULT_SITE_NAME } from "../../config/site";
import { AdminLayoutDocument } from "../../graphql/generated";

export interface AdminBranding {
  siteName: string;
  logo?: string;
  unreadMessages: number;
}

/**
 * Branding and the unread count for the sidebar. The messages are normalised in the cache, so
 * marking one read or deleting it on the Messages page updates the count without a request.
 */
export function useAdminLayout(): AdminBranding {
  const { data } = useQuery(AdminLayoutDocument, { fetchPolicy: "cache-and-network" });
  return {
    siteName: data?.siteSettings.siteName.trim() || DEFAULT_SITE_NAME,
    logo: data?.siteSettings.logo,
    unreadMessages: data?.contactMessages.filter((message) => !message.readAt).length ?? 0,
  };
}
