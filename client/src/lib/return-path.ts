import { paths } from "../config/paths";

/** The search parameter of the sign-in page that names where to go after signing in. */
export const RETURN_PARAM = "next";

/**
 * A path on this site, or null. Only a single leading slash is accepted, so `//evil.example`,
 * `/\evil.example`, `https://...` and `javascript:` never leave the site (no open redirect).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  if (Array.from(raw).some((char) => char < " " || char === "\\")) return null;
  try {
    const url = new URL(raw, "http://same.origin");
    if (url.origin !== "http://same.origin") return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith(paths.login) ? null : path;
  } catch {
    return null;
  }
}

/** The sign-in page, asked to come back to `returnTo` (a same-site path) afterwards. */
export function loginPathReturningTo(returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${paths.login}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : paths.login;
}
