import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "../config/paths";
import { useAuth } from "./auth";

/** Client-side gate only: the server enforces admin access on every admin operation. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  const location = useLocation();
  if (!isAdmin) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return children;
}
