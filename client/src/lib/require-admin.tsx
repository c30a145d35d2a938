import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { SiteLayout } from "../components/layouts/site-layout";
import { StaffOnlyPage } from "../components/layouts/staff-only-page";
import { paths } from "../config/paths";
import { useAuth } from "./auth";
import { loginPathReturningTo, RETURN_PARAM } from "./return-path";

/** Client-side gate only: the server enforces admin access on every admin operation. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAuthenticated, isAdmin, user } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!isAuthenticated) return <Navigate to={loginPathReturningTo(`${pathname}${search}${hash}`)} replace />;
  if (!isAdmin) {
    return (
      <SiteLayout>
        <StaffOnlyPage />
      </SiteLayout>
    );
  }
  // The server refuses every admin operation until the account has a second factor.
  if (user?.twoFactorEnabled === false) {
    const returnTo = encodeURIComponent(`${pathname}${search}${hash}`);
    return <Navigate to={`${paths.twoFactorSetup}?${RETURN_PARAM}=${returnTo}`} replace />;
  }
  return children;
}
