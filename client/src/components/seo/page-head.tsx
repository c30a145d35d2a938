import { useQuery } from "@apollo/client/react";
import { useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";
import { pageTitle } from "../../../../common/validation/page-title";
import { ADMIN_TITLE_SUFFIX, matchRoute } from "../../../../common/routes";
import { DEFAULT_SITE_NAME } from "../../config/site";
import { SeoDefaultsDocument } from "../../graphql/generated";
import { safeUrl } from "../../../../common/url";
import { siteOrigin } from "../../lib/site-origin";

/** Used when the site settings have no description. */
const DEFAULT_DESCRIPTION = "Strength training, personal training and affordable gym memberships.";

export interface PageHeadProps {
  /** The page's name: the title becomes '{title} | {site name}'. Without one, the route registry's title. */
  title?: string;
  /** A whole document title, used as given. */
  fullTitle?: string;
  description?: string;
  /** The page's own social image (site-relative or absolute); the site's featured image otherwise. */
  image?: string;
  type?: "website" | "article";
  /** Kept out of search results; private pages and the 404 page are by default. */
  noindex?: boolean;
}

const absolute = (url: string | undefined) => {
  const safe = safeUrl(url);
  return safe ? new URL(safe, siteOrigin()).href : undefined;
};

/**
 * The page's whole head, declared once: React 19 hoists these tags into <head>, the server
 * renders them into the HTML, and the browser adopts the server's tags when they match (which
 * is why nothing renders before the site defaults are known: the server's tags stay meanwhile).
 * The server marks its tags: where React did not adopt one (a page sent without a body, or a
 * part of the page React rendered afresh instead of hydrating), the marked twin of a tag React
 * wrote goes, so each tag stays once.
 */
export function PageHead({ title, fullTitle, description, image, type = "website", noindex }: PageHeadProps) {
  const { data } = useQuery(SeoDefaultsDocument);
  const { pathname } = useLocation();
  const settings = data?.siteSettings;
  useLayoutEffect(() => {
    if (settings) removeServerTwins();
  });
  if (!settings) return null;

  const route = matchRoute(pathname);
  const siteName = settings.siteName.trim() || DEFAULT_SITE_NAME;
  const name = title ?? route?.title;
  const documentTitle =
    fullTitle ?? (!name ? siteName : route?.audience === "admin" ? `${name} | ${ADMIN_TITLE_SUFFIX}` : pageTitle(name, siteName));
  const pageDescription = description?.trim() || settings.metaDescription.trim() || DEFAULT_DESCRIPTION;
  // "/about/" is the same page as "/about": one canonical address for both.
  const url = siteOrigin() + (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
  const ownImage = absolute(image);
  const pageImage = ownImage ?? absolute(settings.featuredImage);
  const imageAlt = ownImage && title ? title : siteName;
  const hidden = noindex ?? route?.audience !== "public";

  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={pageDescription} />
      <link rel="canonical" href={url} />
      {hidden && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:url" content={url} />
      {pageImage && <SocialImage url={pageImage} alt={imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={documentTitle} />
      <meta name="twitter:description" content={pageDescription} />
    </>
  );
}

/** docs/spec.md: social images are announced as 1200x630 JPEGs. */
function SocialImage({ url, alt }: { url: string; alt: string }) {
  return (
    <>
      <meta property="og:image" content={url} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}

const SERVER_HEAD = "data-server-head";
const DECLARED = 'title, meta[name], meta[property], link[rel="canonical"]';

/** What makes two head tags the same tag: a title, the meta's name or property, the canonical link. */
function headKey(tag: Element): string {
  if (tag.tagName === "TITLE") return "title";
  if (tag.tagName === "LINK") return "canonical";
  return `meta:${tag.getAttribute("name") ?? tag.getAttribute("property")}`;
}

/** Removes each tag the server wrote that React has written again itself. */
function removeServerTwins(): void {
  const declared = [...document.head.querySelectorAll(DECLARED)];
  const own = new Set(declared.filter((tag) => !tag.hasAttribute(SERVER_HEAD)).map(headKey));
  for (const tag of declared) if (tag.hasAttribute(SERVER_HEAD) && own.has(headKey(tag))) tag.remove();
}
