import type { Request, Response } from "express";
import type { DataSource } from "typeorm";
import { SESSION_COOKIE } from "../../common/session-cookies";
import { clientKeyFor } from "./auth/client-key";
import { verifyToken } from "./auth/tokens";
import type { AppConfig } from "./config/env";
import { looksLikeApiKey, type ApiKeyPrincipal } from "./modules/api-key/api-key.service";
import { clearBrowserSession, passesCsrfCheck, readCookie, setBrowserSession } from "./modules/session/browser-session";
import type { SessionClient } from "./modules/session/session.service";
import type { User } from "./modules/user/user.entity";
import type { Logger } from "./logging/logger";
import { requestLog } from "./logging/request-logging";
import { createServices, type Services } from "./services";

export interface RequestAuth {
  /** The signed-in account, resolved once per request; null when anonymous. */
  user: User | null;
  /** Why a presented token was not accepted, shown when an operation needs a session. */
  problem?: string;
  /** Accounts this request may read in full: the one it just signed in or signed up. */
  ownAccounts?: WeakSet<object>;
  /** The server-side session the request runs in. */
  sessionId?: string;
  /** Signed in by the browser's cookie rather than a bearer token: mutations then need the CSRF token. */
  viaCookie?: boolean;
  /** A cookie-signed request carried its session's CSRF token. */
  csrfPassed?: boolean;
  /** A machine's API key (then `user` is null): it acts as itself, within its scopes. */
  apiKey?: ApiKeyPrincipal;
}

export interface AppContext {
  services: Services;
  config: AppConfig;
  auth: RequestAuth;
  /** Identifies the caller for rate limiting (the client address). */
  clientKey: string;
  /** Set when the request carries a preview link's token: its answer is private and never cached. */
  preview?: boolean;
  /** The HTTP exchange, for the session cookies; absent when a page is rendered on the server. */
  http?: { req: Request; res: Response };
  /** The request's logger: its lines carry the request id. Services that log for it are given it. */
  readonly log: Logger;
}

const SESSION_ENDED = "Your session has ended. Please log in again.";

export interface ContextFactory {
  (req: Request): Promise<AppContext>;
  services: Services;
}

/**
 * The client key is worked out when a rate limit asks for it: most requests never do. It is a
 * getter on the prototype, so Apollo's copy of the context (own properties only) keeps it lazy.
 */
class RequestContext implements AppContext {
  readonly http?: { req: Request; res: Response };
  private clientKeyMemo: string | undefined;

  constructor(
    readonly services: Services,
    readonly config: AppConfig,
    readonly auth: RequestAuth,
    private readonly request: Request,
  ) {
    this.http = request.res ? { req: request, res: request.res } : undefined;
    // Node remembers the peer's address once asked; a socket closed before a rate limit asks
    // would otherwise have none.
    void request.socket.remoteAddress;
  }

  get clientKey(): string {
    return (this.clientKeyMemo ??= clientKeyFor(this.request));
  }

  get log(): Logger {
    return requestLog(this.request);
  }
}

export function createContextFactory(dataSource: DataSource, config: AppConfig): ContextFactory {
  const services = createServices(dataSource, config);
  const factory = async (req: Request): Promise<AppContext> =>
    new RequestContext(services, config, await resolveAuth(services, config, req), req);
  return Object.assign(factory, { services });
}

/** The device a request comes from, as a new session records it. */
export function sessionClient(ctx: AppContext): SessionClient | undefined {
  const req = ctx.http?.req;
  return req ? { userAgent: req.get("user-agent") ?? "", ip: req.ip ?? req.socket.remoteAddress ?? "" } : undefined;
}

async function resolveAuth(services: Services, config: AppConfig, req: Request): Promise<RequestAuth> {
  const header = req.headers.authorization;
  if (header !== undefined) {
    const token = header.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return { user: null };
    if (looksLikeApiKey(token)) {
      // Looked up on every request, so a revoke or an expiry holds at once on every app server.
      const { key, problem } = await services.apiKeys.authenticate(token);
      return key ? { user: null, apiKey: key } : { user: null, problem };
    }
    const claims = verifyToken(config.jwtSecret, token);
    if (!claims) return { user: null, problem: SESSION_ENDED };
    // Logging out or signing out everywhere ends the session row, and every token of it with it;
    // a changed password, role or status bumps the account's version, ending older sessions.
    const signedIn = await services.sessions.use(claims);
    if (!signedIn) return { user: null, problem: SESSION_ENDED };
    return { user: signedIn.user, sessionId: claims.sessionId };
  }
  const credential = readCookie(req, SESSION_COOKIE);
  if (!credential) return { user: null };
  const signedIn = await services.sessions.fromCookie(credential);
  if (!signedIn) {
    if (req.res) clearBrowserSession(req, req.res);
    return { user: null, problem: SESSION_ENDED };
  }
  const { session, user } = signedIn;
  // Each recorded use extends the session on the server, so the cookie's own lifetime follows.
  if ((await services.sessions.touch(session)) && req.res) {
    setBrowserSession(req, req.res, config.jwtSecret, session.id, credential);
  }
  return { user, sessionId: session.id, viaCookie: true, csrfPassed: passesCsrfCheck(req, config.jwtSecret, session.id) };
}
