import { useQuery } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { LoadingMessage } from "../../../components/ui/status";
import { paths } from "../../../config/paths";
import { PendingPoliciesDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { RETURN_PARAM } from "../../../lib/return-path";

/**
 * Sends a member with a Terms or Privacy Policy version to accept to /accept-policies first, and
 * back here afterwards. Admins are never asked; the server refuses profile changes meanwhile.
 */
export function RequireAcceptedPolicies({ children }: { children: ReactNode }) {
  const { isAuthenticated, isAdmin } = useAuth();
  const { pathname, search, hash } = useLocation();
  const asks = isAuthenticated && !isAdmin;
  const { data, loading } = useQuery(PendingPoliciesDocument, { skip: !asks, fetchPolicy: "network-only" });
  if (asks && loading && !data) return <LoadingMessage />;
  if (data?.pendingPolicies.length) {
    const next = encodeURIComponent(`${pathname}${search}${hash}`);
    return <Navigate to={`${paths.acceptPolicies}?${RETURN_PARAM}=${next}`} replace />;
  }
  // Signed out, an admin, nothing pending, or the check failed (the server still enforces it).
  return children;
}
