import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { clearSession, readToken, readUser, writeSession, type SessionUser } from "./session";

interface AuthContextValue {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Stores a session returned by a successful sign-in or sign-up. */
  startSession: (user: SessionUser, token: string) => void;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface Session {
  user: SessionUser | null;
  token: string | null;
}

const readSession = (): Session => ({ user: readUser(), token: readToken() });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(readSession);

  // Keeps tabs in step: logging out in one tab logs out the others.
  useEffect(() => {
    const onStorage = () => setSession(readSession());
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const startSession = useCallback((user: SessionUser, token: string) => {
    writeSession(user, token);
    setSession({ user, token });
  }, []);

  const logout = useCallback(() => {
    clearSession();
    setSession({ user: null, token: null });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...session,
      isAuthenticated: session.user !== null,
      isAdmin: session.user?.role === "admin",
      startSession,
      logout,
    }),
    [session, startSession, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
