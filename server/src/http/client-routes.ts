/** Paths the client router renders; anything else gets the 404 page with HTTP 404. */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/(about|blog|subscription|contact|privacy-policy|terms-conditions|refund-policy|login|signup|profile|password-reset)\/?$/,
  /^\/blog\/[^/]+\/?$/,
  /^\/admin(\/(blogs|subscriptions|hero|about|contact|site-settings|users|policies|messages))?\/?$/,
];

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTES.some((route) => route.test(pathname));
}

/** Paths the single-page fallback must never answer. */
export const SERVER_PATHS = ["/graphql", "/api", "/healthz", "/readyz", "/sitemap.xml", "/robots.txt"];

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
