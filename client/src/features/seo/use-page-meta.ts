import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { DEFAULT_SITE_NAME } from "../../config/site";
import { SeoDefaultsDocument } from "../../graphql/generated";
import { safeUrl } from "../../lib/links";
import { siteOrigin } from "../../lib/site-origin";
import { writeHead, type HeadTags } from "./head-tags";

/** Used while the site settings load, or when they have no description. */
export const DEFAULT_DESCRIPTION = "Strength training, personal training and affordable gym memberships.";

/** SPEC: the social image of a post is announced as a 1200x630 JPEG. */
const ARTICLE_IMAGE = { "og:image:width": "1200", "og:image:height": "630", "og:image:type": "image/jpeg" };

export interface PageMeta {
  /** The page's name: the title becomes '{title} | {site name}'. */
  title?: string;
  /** A whole document title, used as given. */
  fullTitle?: string;
  description?: string;
  /** Social image of an article (site-relative or absolute). */
  image?: string;
  type?: "website" | "article";
}

function absolute(url: string | undefined): string | undefined {
  const safe = safeUrl(url);
  return safe ? new URL(safe, siteOrigin()).href : undefined;
}

/** `imageAlt` names what the image shows, as the server-rendered head does (post title, else site name). */
function socialTags(title: string, description: string, image: string | undefined, imageAlt: string): HeadTags {
  const alt = image ? imageAlt : undefined;
  return {
    description,
    "og:title": title,
    "og:description": description,
    "og:image": image,
    "og:image:alt": alt,
    "twitter:card": "summary_large_image",
    "twitter:title": title,
    "twitter:description": description,
    "twitter:image": image,
    "twitter:image:alt": alt,
  };
}

/**
 * Title, description, canonical link and social tags of the current page. An article's own
 * social tags are put back to the site defaults when the page is left.
 */
export function usePageMeta({ title, fullTitle, description, image, type = "website" }: PageMeta) {
  const { data } = useQuery(SeoDefaultsDocument);
  const { pathname } = useLocation();
  const settings = data?.siteSettings;
  const siteName = settings?.siteName.trim() || DEFAULT_SITE_NAME;
  const siteDescription = settings?.metaDescription.trim() || DEFAULT_DESCRIPTION;
  const siteImage = absolute(settings?.featuredImage);
  const documentTitle = fullTitle ?? (title ? `${title} | ${siteName}` : siteName);
  const pageDescription = description?.trim() || siteDescription;
  const ownImage = absolute(image);
  const pageImage = ownImage ?? siteImage;
  const pageImageAlt = ownImage && title ? title : siteName;

  useEffect(() => {
    const url = window.location.origin + pathname;
    writeHead({
      canonical: url, "og:url": url, "og:site_name": siteName,
      ...socialTags(documentTitle, pageDescription, pageImage, pageImageAlt),
      ...(type === "article" ? ARTICLE_IMAGE : {}),
      title: documentTitle,
      "og:type": type,
    });
    // By cleanup time the router has moved on, so the address is already the next page's.
    return () => {
      const next = window.location.origin + window.location.pathname;
      writeHead({
        canonical: next, "og:url": next, "og:site_name": siteName, "og:type": "website",
        ...socialTags(siteName, siteDescription, siteImage, siteName),
      });
    };
  }, [pathname, siteName, siteDescription, siteImage, documentTitle, pageDescription, pageImage, pageImageAlt, type]);

  return { siteName, siteDescription };
}
