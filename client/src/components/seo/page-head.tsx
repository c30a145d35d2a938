import { useQuery } from "@apollo/client/react";
import { useLayoutEffect } from "react";
import { useLocation } from "react-router-dom";
import { pageTitle } from "../../../../common/validation/page-title";
import { ADMIN_TITLE_SUFFIX, matchRoute } from "../../../../common/routes";
import { DEFAULT_SITE_NAME } from "../../config/site";
import { SeoDefaultsDocument, type SocialImageFragment } from "../../graphql/generated";
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
  /** The social card of the page's image when it is a library item: announced with its true size. */
  social?: SocialImageFragment | null;
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
export function PageHead({ title, fullTitle, description, image, social, type = "website", noindex }: PageHeadProps) {
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
  const ownImage = socialImage(image, social);
  const pageImage = ownImage ?? socialImage(settings.featuredImage, settings.featuredPicture?.social);
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
      {pageImage && <SocialImage image={pageImage} alt={imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={documentTitle} />
      <meta name="twitter:description" content={pageDescription} />
    </>
  );
}

/** An image to announce: its size and type only when known, as they are for a library item's card. */
type PageImage = { url: string; card?: SocialImageFragment };

/** A library item's social card, or a pasted address whose size and type nobody has checked. */
function socialImage(image: string | undefined, social: SocialImageFragment | null | undefined): PageImage | undefined {
  const card = absolute(social?.url);
  if (social && card) return { url: card, card: social };
  const url = absolute(image);
  return url ? { url } : undefined;
}

function SocialImage({ image: { url, card }, alt }: { image: PageImage; alt: string }) {
  return (
    <>
      <meta property="og:image" content={url} />
      {card && (
        <>
          <meta property="og:image:width" content={String(card.width)} />
          <meta property="og:image:height" content={String(card.height)} />
          <meta property="og:image:type" content={card.type} />
        </>
      )}
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}

const SERVER_HEAD = "data-server-head";
const DECLARED = 'title, meta[name], meta[property], link[rel="canonical"], link[rel="preload"][as="image"]';

/** What makes two head tags the same tag: a title, the meta's name or property, the canonical link, an image preload's file. */
function headKey(tag: Element): string {
  if (tag.tagName === "TITLE") return "title";
  if (tag.tagName === "LINK" && tag.getAttribute("rel") === "preload")
    return `preload:${tag.getAttribute("imagesrcset") ?? tag.getAttribute("href")}`;
  if (tag.tagName === "LINK") return "canonical";
  return `meta:${tag.getAttribute("name") ?? tag.getAttribute("property")}`;
}

/** Removes each tag the server wrote that React has written again itself. */
function removeServerTwins(): void {
  const declared = [...document.head.querySelectorAll(DECLARED)];
  const own = new Set(declared.filter((tag) => !tag.hasAttribute(SERVER_HEAD)).map(headKey));
  for (const tag of declared) if (tag.hasAttribute(SERVER_HEAD) && own.has(headKey(tag))) tag.remove();
}
