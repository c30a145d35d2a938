import type { Request } from "express";
import type { DataSource } from "typeorm";
import { verifyToken } from "./auth/tokens";
import type { AppConfig } from "./config/env";
import { AccountStatus } from "./modules/user/user.enums";
import type { User } from "./modules/user/user.entity";
import { createServices, type Services } from "./services";

export interface RequestAuth {
  /** The signed-in account, resolved once per request; null when anonymous. */
  user: User | null;
  /** Why a presented token was not accepted, shown when an operation needs a session. */
  problem?: string;
  /** Accounts this request may read in full: the one it just signed in or signed up. */
  ownAccounts?: WeakSet<object>;
}

export interface AppContext {
  services: Services;
  config: AppConfig;
  auth: RequestAuth;
  /** Identifies the caller for rate limiting (the client address). */
  clientKey: string;
}

const SESSION_ENDED = "Your session has ended. Please log in again.";

export interface ContextFactory {
  (req: Request): Promise<AppContext>;
  services: Services;
}

export function createContextFactory(dataSource: DataSource, config: AppConfig): ContextFactory {
  const services = createServices(dataSource, config);
  const factory = async (req: Request): Promise<AppContext> => ({
    services,
    config,
    auth: await resolveAuth(services, config, req.headers.authorization),
    clientKey: req.ip ?? req.socket.remoteAddress ?? "unknown",
  });
  return Object.assign(factory, { services });
}

async function resolveAuth(services: Services, config: AppConfig, header: string | undefined): Promise<RequestAuth> {
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return { user: null };
  const claims = verifyToken(config.jwtSecret, token);
  if (!claims) return { user: null, problem: SESSION_ENDED };
  const user = await services.users.findById(claims.userId);
  // A changed password, role or status bumps the version, ending every older session.
  if (!user || user.tokenVersion !== claims.tokenVersion || user.accountStatus !== AccountStatus.active) {
    return { user: null, problem: SESSION_ENDED };
  }
  return { user };
}
