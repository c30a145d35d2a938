import { CSRF_COOKIE } from "../../../common/session-cookies";
import { Role } from "../graphql/generated";

/**
 * The browser session: the credential is an HttpOnly cookie page script cannot read, so
 * localStorage keeps only the non-secret user object, for the header and the route guards.
 */
const USER_KEY = "user";
/** Where versions before the cookie kept a bearer token. */
const LEGACY_TOKEN_KEY = "authToken";

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
  twoFactorEnabled?: boolean;
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

/** The session's CSRF token, which the server put in a readable cookie; sent back as a header. */
export function readCsrfToken(): string | null {
  if (typeof document === "undefined") return null;
  const prefix = `${CSRF_COOKIE}=`;
  const pair = document.cookie.split("; ").find((cookie) => cookie.startsWith(prefix));
  return pair ? decodeURIComponent(pair.slice(prefix.length)) : null;
}

/**
 * A bearer token an older version left in storage is removed, with the user stored beside it:
 * that session has no cookie, so it could not go on.
 */
export function removeLegacyToken(): void {
  const stored = storage();
  if (!stored?.getItem(LEGACY_TOKEN_KEY)) return;
  stored.removeItem(LEGACY_TOKEN_KEY);
  stored.removeItem(USER_KEY);
}

function announce(change: SessionChange = {}): void {
  window.dispatchEvent(new CustomEvent<SessionChange>(SESSION_EVENT, { detail: change }));
}

/** Keeps the account without Apollo's __typename, as the server's REST API would return it. */
export function toSessionUser({ __typename: _typename, ...user }: SessionUser & { __typename?: string }): SessionUser {
  return user;
}

/** Stores the signed-in user; the server has set the session cookie in the same answer. */
export function writeUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  announce();
}

export function clearSession(reason?: string): void {
  localStorage.removeItem(USER_KEY);
  announce({ reason });
}
