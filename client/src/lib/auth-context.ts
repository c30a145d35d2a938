import { createContext, useContext } from "react";
import type { SessionUser } from "./session";

/** The account just signed in; `mustAcceptPolicies` when updated Terms or Privacy Policy wait for it. */
type SignedIn = SessionUser & { mustAcceptPolicies?: boolean };

export interface AuthContextValue {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Rejects with the server's error (for example 'Invalid email or password'). */
  login: (email: string, password: string, otp?: string) => Promise<SignedIn>;
  /** `referralCode`: the ?ref= of the link the visitor came through; the server ignores one it cannot use. */
  signup: (name: string, email: string, password: string, referralCode?: string | null) => Promise<SessionUser>;
  /** Re-reads the account from the server; resolves false (after a toast) when that fails. */
  refresh: () => Promise<boolean>;
  /** Stores the account the server returned, e.g. after a change of name or password. */
  startSession: (user: SessionUser) => void;
  /** Ends the session on the server (its cookie with it) and forgets the user here. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** Apart from AuthProvider (lib/auth.tsx), which brings Apollo: the header reads it on pages that load without Apollo. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
