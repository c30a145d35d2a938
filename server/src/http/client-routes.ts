/** Paths the single-page fallback must never answer. */
const SERVER_PATHS = ["/graphql", "/api", "/healthz", "/readyz", "/sitemap.xml", "/robots.txt"];

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
