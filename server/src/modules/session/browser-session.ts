import { createHmac, timingSafeEqual } from "node:crypto";
import type { CookieOptions, Request, Response } from "express";
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "../../../../common/session-cookies";
import { SESSION_IDLE_LIFETIME_MS } from "./session.service";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** The value of one cookie of the request, or undefined. */
export function readCookie(req: Request, name: string): string | undefined {
  for (const pair of (req.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Secure everywhere but plain http to this machine, where a browser would not keep a Secure cookie. */
function cookieOptions(req: Request, httpOnly: boolean): CookieOptions {
  const secure = !(req.protocol === "http" && LOCAL_HOSTS.has(req.hostname));
  return { httpOnly, secure, sameSite: "lax", path: "/" };
}

/** The CSRF token of a session: derived from its id, so it needs no storage and fits no other session. */
function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`csrf:${sessionId}`).digest("base64url");
}

/** Double submit: the header must repeat the readable cookie, and both must be this session's token. */
export function passesCsrfCheck(req: Request, secret: string, sessionId: string): boolean {
  const header = req.get(CSRF_HEADER);
  const expected = Buffer.from(csrfTokenFor(secret, sessionId));
  if (!header || header !== readCookie(req, CSRF_COOKIE)) return false;
  const presented = Buffer.from(header);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** Gives the browser the session's cookie (HttpOnly) and its CSRF token (readable by the page). */
export function setBrowserSession(req: Request, res: Response, secret: string, sessionId: string, cookieCredential: string): void {
  res.cookie(SESSION_COOKIE, cookieCredential, { ...cookieOptions(req, true), maxAge: SESSION_IDLE_LIFETIME_MS });
  res.cookie(CSRF_COOKIE, csrfTokenFor(secret, sessionId), { ...cookieOptions(req, false), maxAge: SESSION_IDLE_LIFETIME_MS });
}

export function clearBrowserSession(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, true));
  res.clearCookie(CSRF_COOKIE, cookieOptions(req, false));
}
