import type { ReactNode } from "react";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";

/**
 * /admin/users: the page frame. The user table itself comes from the users feature and is
 * passed in by the route, since features do not import each other.
 */
export function UsersPage({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <AdminPageHeader
        title="Users"
        description="Every account: search, filter, activate, upgrade, edit, reset passwords, export and remove."
        actions={actions}
      />
      {children}
    </>
  );
}
