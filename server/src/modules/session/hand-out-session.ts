import type { AppContext } from "../../context";
import type { IssuedSession } from "../auth/auth.service";
import type { AuthPayload } from "../user/user.inputs";
import { setBrowserSession } from "./browser-session";

/**
 * The API's answer for a new or renewed session; over HTTP the browser also gets the session
 * cookies. The caller may read the account it has just signed in to, though it sent no token.
 */
export function handOutSession(ctx: AppContext, issued: IssuedSession): AuthPayload {
  const { user, token, refreshToken, notice, mustAcceptPolicies, sessionId, cookieCredential } = issued;
  if (ctx.http && cookieCredential) setBrowserSession(ctx.http.req, ctx.http.res, ctx.config.jwtSecret, sessionId, cookieCredential);
  (ctx.auth.ownAccounts ??= new WeakSet()).add(user);
  return { user, token, refreshToken, notice, mustAcceptPolicies };
}
