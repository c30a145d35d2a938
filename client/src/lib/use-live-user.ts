import { useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { CurrentUserDocument } from "../graphql/generated";
import { useAuth } from "./auth-context";
import { readUser, toSessionUser, writeUser, type SessionUser } from "./session";

function differs(stored: SessionUser, live: SessionUser): boolean {
  return (Object.keys(live) as (keyof SessionUser)[]).some((key) => stored[key] !== live[key]);
}

/**
 * The signed-in account as the server last described it. It reads `me` through Apollo's
 * cache, so any answer about the account (the profile's `me`, a saved name) shows at once,
 * and it writes each new answer into the stored session: a name changed on another device
 * replaces the one kept in this browser. Until the answer comes, the stored copy stands in.
 */
export function useLiveUser(): SessionUser | null {
  const { user } = useAuth();
  const { data } = useQuery(CurrentUserDocument, { skip: !user });
  // An answer about an earlier session's account never stands in for the current one.
  const live = data?.me && user && data.me.id === user.id ? toSessionUser(data.me) : null;
  const liveKey = live ? JSON.stringify(live) : null;

  useEffect(() => {
    if (!liveKey) return;
    const fresh = JSON.parse(liveKey) as SessionUser;
    const stored = readUser();
    if (stored?.id === fresh.id && differs(stored, fresh)) writeUser(fresh);
  }, [liveKey]);

  return live ?? user;
}
