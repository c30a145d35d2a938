import { Role } from "../graphql/generated";

/** The browser session: a user object and a bearer token under two localStorage keys. */
const USER_KEY = "user";
const TOKEN_KEY = "authToken";

/** Fired on this window whenever the session is written or cleared from code. */
export const SESSION_EVENT = "session-change";

/** The account as the server last returned it; pages read live data, so only the first four are relied on. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  membershipTier?: string;
  accountStatus?: string;
  expirationDate?: string | null;
  upgradedAt?: string | null;
  badge?: string;
  referralScore?: number;
  createdAt?: string;
  memberId?: string;
}

export interface SessionChange {
  /** Why the session ended without the user asking, shown to them. */
  reason?: string;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.name === "string" && Object.values<unknown>(Role).includes(user.role);
}

/** No storage where there is no browser (a page rendered on the server): nobody is signed in. */
const storage = (): Storage | null => (typeof localStorage === "undefined" ? null : localStorage);

export function readUser(): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(USER_KEY) ?? "null");
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    // A hand-edited or truncated value must not break every page: treat it as logged out.
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

function announce(change: SessionChange = {}): void {
  window.dispatchEvent(new CustomEvent<SessionChange>(SESSION_EVENT, { detail: change }));
}

/** Keeps the account without Apollo's __typename, as the server's REST API would return it. */
export function toSessionUser({ __typename: _typename, ...user }: SessionUser & { __typename?: string }): SessionUser {
  return user;
}

export function writeSession(user: SessionUser, token: string): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, token);
  announce();
}

/** Replaces the stored user and keeps the token. */
export function writeUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  announce();
}

export function clearSession(reason?: string): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
  announce({ reason });
}
