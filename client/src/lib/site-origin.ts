let renderedOrigin = "";

/**
 * The site's origin for absolute links: the page's own in the browser; when the server renders
 * a page, the PUBLIC_URL origin it was given.
 */
export function siteOrigin(): string {
  return typeof window === "undefined" ? renderedOrigin : window.location.origin;
}

/** Called once by the server renderer. */
export function setRenderedOrigin(origin: string): void {
  renderedOrigin = origin;
}
