import type { Request } from "express";
import { matchRoute, siteRoutes } from "../../../common/routes";
import type { Services } from "../services";

/** The headers every preview page carries: for its holder alone, and never indexed. */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

const NOINDEX_META = '<meta name="robots" content="noindex" />';

/** The preview token a page request carries, if any (a repeated parameter counts as forged). */
export function previewToken(req: Request): string | null {
  const value = req.query.preview;
  if (value === undefined) return null;
  return typeof value === "string" ? value : "";
}

/** Whether the token opens the page at `pathname`: a post's own page, or the subscription page for plans. */
export function previewAllowed(pathname: string, token: string, services: Services): boolean {
  const route = matchRoute(pathname);
  if (route === siteRoutes.blogPost) {
    const id = pathname.replace(/\/+$/, "").split("/").pop() ?? "";
    return /^\d{1,15}$/.test(id) && services.previewLinks.allows(token, "post", Number(id));
  }
  if (route === siteRoutes.subscription) return services.previewLinks.allows(token, "plans", 0);
  return false;
}

/** A preview document with the noindex tag in its head, whatever the page's own head says. */
export function withNoindex(document: string): string {
  const withoutRobots = document.replace(/<meta[^>]*name="robots"[^>]*>\s*/g, "");
  return withoutRobots.replace("</head>", () => `  ${NOINDEX_META}\n  </head>`);
}
