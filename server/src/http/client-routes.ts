import { matchRoute } from "../../../common/routes";

/** Paths the client router renders; anything else gets the 404 page with HTTP 404. */
export function isClientRoute(pathname: string): boolean {
  return matchRoute(pathname) !== undefined;
}

/** Paths the single-page fallback must never answer. */
export const SERVER_PATHS = ["/graphql", "/api", "/healthz", "/readyz", "/sitemap.xml", "/robots.txt"];

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
