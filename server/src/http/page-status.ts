import { matchRoute, siteRoutes } from "../../../common/routes";
import type { Services } from "../services";

export type PageStatus = { status: 200 | 404; noindex: boolean } | { redirect: string };

/**
 * Decided before rendering, from the route registry: HTTP 404 for a path the site does not
 * have, a redirect to the blog for a post that does not exist (as the page itself would do),
 * and noindex for everything that is not a public page.
 */
export async function pageStatus(pathname: string, services: Services): Promise<PageStatus> {
  const route = matchRoute(pathname);
  if (!route) return { status: 404, noindex: true };
  if (route === siteRoutes.blogPost) {
    const id = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
    const post = /^\d{1,15}$/.test(id) ? await services.blog.byId(Number(id)) : null;
    if (!post) return { redirect: siteRoutes.blog.path };
  }
  return { status: 200, noindex: route.audience !== "public" };
}
