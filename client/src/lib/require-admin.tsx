import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { SiteLayout } from "../components/layouts/site-layout";
import { StaffOnlyPage } from "../components/layouts/staff-only-page";
import { useAuth } from "./auth";
import { loginPathReturningTo } from "./return-path";

/** Client-side gate only: the server enforces admin access on every admin operation. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAuthenticated, isAdmin } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (!isAuthenticated) return <Navigate to={loginPathReturningTo(`${pathname}${search}${hash}`)} replace />;
  if (!isAdmin) {
    return (
      <SiteLayout>
        <StaffOnlyPage />
      </SiteLayout>
    );
  }
  return children;
}
