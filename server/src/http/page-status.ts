import { blogPostPath, matchRoute, siteRoutes } from "../../../common/routes";
import type { Services } from "../services";

export type PageStatus = { status: 200 | 404; noindex: boolean } | { redirect: string };

/**
 * Decided before rendering, from the route registry: HTTP 404 for a path the site does not
 * have, a redirect to the blog for a post that does not exist or is not live (as the page itself would do),
 * and noindex for everything that is not a public page.
 */
export async function pageStatus(pathname: string, services: Services): Promise<PageStatus> {
  const route = matchRoute(pathname);
  if (!route) return { status: 404, noindex: true };
  if (route === siteRoutes.blogPost) {
    const id = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
    const post = /^\d{1,15}$/.test(id) ? await services.blog.visibleById(Number(id), false) : null;
    if (!post) return { redirect: siteRoutes.blog.path };
  }
  return { status: 200, noindex: route.audience !== "public" };
}

/** Where the 404 page is rendered, once for every unknown path; the path itself is put in afterwards. */
export const NOT_FOUND_RENDER_PATH = "/__not-found";

/** The path without trailing slashes ("/" stays), written as a loop: a regular expression would backtrack over a long run of slashes. */
export function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end--;
  return pathname.slice(0, end);
}

/**
 * The one address of a page the site has, when `pathname` is another spelling of it: doubled
 * slashes, a trailing slash, a trailing /index.html, capitals, or a post id with leading zeros.
 * Undefined when the path is already canonical or names no page (which gets the 404 page).
 */
export function canonicalPagePath(pathname: string): string | undefined {
  let candidate = pathname.replace(/\/{2,}/g, "/");
  if (candidate.endsWith("/index.html")) candidate = candidate.slice(0, -"index.html".length);
  candidate = withoutTrailingSlashes(candidate);
  if (!matchRoute(candidate) && matchRoute(candidate.toLowerCase())) candidate = candidate.toLowerCase();
  const route = matchRoute(candidate);
  const id = candidate.slice(candidate.lastIndexOf("/") + 1);
  if (route === siteRoutes.blogPost && /^\d{1,15}$/.test(id)) candidate = blogPostPath(String(Number(id)));
  return route && candidate !== pathname ? candidate : undefined;
}
