import { SESSION_COOKIE } from "../../../common/session-cookies";
import type { FixedHeaders } from "./security";

/** Set by the security headers (helmet's `same-origin`) on every response but the one below. */
export const OPENER_POLICY_HEADER = "Cross-Origin-Opener-Policy";

const SESSION_COOKIE_PAIR = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

/**
 * Whether a document goes without Cross-Origin-Opener-Policy: a public page (one the server
 * renders whole, the same for everyone) asked for by a browser with no session cookie. Such a
 * window holds nothing of anyone's for the policy to keep from other sites' windows, and the
 * policy has a price on a first visit: the browser must open a new browsing context group for
 * the document (on Android, where sites are not all isolated, a process of its own). Measured in
 * Lighthouse's mobile run of `/`, the navigation's first task was about twice as long with it.
 * Every document of a browser with a session, and every page the app renders itself (sign-in,
 * account, admin), keeps it; sign-in links on public pages load those pages afresh.
 */
export function goesWithoutOpenerPolicy(publicDocument: boolean | undefined, cookieHeader: string | undefined): boolean {
  return publicDocument === true && (cookieHeader === undefined || !SESSION_COOKIE_PAIR.test(cookieHeader));
}

export function withoutOpenerPolicy(headers: FixedHeaders): FixedHeaders {
  return headers.filter(([name]) => name.toLowerCase() !== OPENER_POLICY_HEADER.toLowerCase());
}
