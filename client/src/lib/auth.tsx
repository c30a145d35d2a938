import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { SignedInActionsContext, type AuthActionsProps } from "../components/layouts/auth-actions";
import { SignedInActions } from "../components/layouts/signed-in-actions";
import { AuthContext, type AuthContextValue } from "./auth-context";
import { toast } from "./toast";
import { rememberSignInNotice } from "./sign-in-notice";
import { useHydrated } from "./use-hydrated";
import { CurrentUserDocument, LoginDocument, LogoutDocument, Role, SignupDocument } from "../graphql/generated";
import {
  clearSession,
  readUser,
  removeLegacyToken,
  SESSION_EVENT,
  toSessionUser,
  writeUser,
  type SessionChange,
  type SessionUser,
} from "./session";

interface Session {
  user: SessionUser | null;
}

const readSession = (): Session => {
  removeLegacyToken();
  return { user: readUser() };
};
const ANONYMOUS: Session = { user: null };

const signedInActions = (props: AuthActionsProps) => <SignedInActions {...props} />;

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [stored, setSession] = useState<Session>(readSession);
  const signedInAs = useRef(stored.user?.id);
  // Nobody is signed in on a page the server rendered, so hydrating it starts anonymous too (as
  // hydration requires); a stored session follows right after. A visitor with none keeps the
  // very same value: a changed context would reach parts of the page still waiting to hydrate
  // (a lazy route), and React would then render them afresh, head tags and all.
  const hydrated = useHydrated();
  const session = hydrated && stored.user !== null ? stored : ANONYMOUS;

  // One place reacts to every change: this tab's code, the error link, and other tabs.
  useEffect(() => {
    const sync = (event: Event) => {
      const next = readSession();
      const previous = signedInAs.current;
      signedInAs.current = next.user?.id;
      setSession(next);
      // Another account's cached data must never show to the next person at this browser.
      if (previous && previous !== next.user?.id) void client.clearStore();
      const reason = (event as CustomEvent<SessionChange>).detail?.reason;
      if (previous && !next.user && reason) toast.info(reason);
    };
    window.addEventListener(SESSION_EVENT, sync);
    window.addEventListener("storage", sync);
    return () => {
      window.removeEventListener(SESSION_EVENT, sync);
      window.removeEventListener("storage", sync);
    };
  }, [client]);

  const startSession = useCallback((user: SessionUser) => writeUser(user), []);
  const logout = useCallback(async () => {
    try {
      await client.mutate({ mutation: LogoutDocument });
    } catch {
      // Offline or already ended: this browser forgets the user all the same.
    }
    clearSession();
  }, [client]);

  const login = useCallback(
    async (email: string, password: string, otp?: string) => {
      const { data } = await client.mutate({
        mutation: LoginDocument,
        variables: { input: otp ? { email, password, otp } : { email, password } },
      });
      if (!data) throw new Error("No answer from the server");
      const user = toSessionUser(data.login.user);
      writeUser(user);
      if (data.login.notice) {
        rememberSignInNotice(data.login.notice);
        toast.info(data.login.notice);
      }
      return data.login.mustAcceptPolicies ? { ...user, mustAcceptPolicies: true } : user;
    },
    [client],
  );

  const signup = useCallback(
    async (name: string, email: string, password: string, referralCode?: string | null) => {
      // The sign-up form does not submit until its "I accept" box is ticked.
      const { data } = await client.mutate({
        mutation: SignupDocument,
        variables: { input: { name, email, password, referralCode: referralCode || undefined, acceptPolicies: true } },
      });
      if (!data) throw new Error("No answer from the server");
      const user = toSessionUser(data.signup.user);
      writeUser(user);
      return user;
    },
    [client],
  );

  const refresh = useCallback(async () => {
    try {
      const { data } = await client.query({ query: CurrentUserDocument, fetchPolicy: "network-only" });
      // Signed out while the answer was on its way: nothing left to refresh.
      if (!data || !readUser()) throw new Error("No session to refresh");
      writeUser(toSessionUser(data.me));
      toast.success("Account Refreshed", { description: "Your account information has been updated" });
      return true;
    } catch {
      toast.error("Refresh Failed", { description: "Could not update account information" });
      return false;
    }
  }, [client]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...session,
      isAuthenticated: session.user !== null,
      isAdmin: session.user?.role === Role.Admin,
      login,
      signup,
      refresh,
      startSession,
      logout,
    }),
    [session, login, signup, refresh, startSession, logout],
  );

  return (
    <AuthContext.Provider value={value}>
      <SignedInActionsContext.Provider value={signedInActions}>{children}</SignedInActionsContext.Provider>
    </AuthContext.Provider>
  );
}

export { useAuth } from "./auth-context";
