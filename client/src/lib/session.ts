/** The browser session: a user object and a bearer token under two localStorage keys. */
export const USER_KEY = "user";
export const TOKEN_KEY = "authToken";

export type Role = "admin" | "user";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== "object" || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.name === "string" && (user.role === "admin" || user.role === "user");
}

export function readUser(): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? "null");
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    // A hand-edited or truncated value must not break every page: treat it as logged out.
    return null;
  }
}

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function writeSession(user: SessionUser, token: string): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearSession(): void {
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(TOKEN_KEY);
}
