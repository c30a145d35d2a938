import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAuth } from "./auth";
import { loginPathReturningTo } from "./return-path";

/** Client-side gate only: the server enforces admin access on every admin operation. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  const { pathname, search } = useLocation();
  // Back to this page after signing in: where a session that ended mid-edit restores the draft.
  if (!isAdmin) return <Navigate to={loginPathReturningTo(`${pathname}${search}`)} replace />;
  return children;
}
