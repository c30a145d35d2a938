import type { ReactNode } from "react";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";

/**
 * /admin/users: the page frame. The user table itself comes from the users feature and is
 * passed in by the route, since features do not import each other.
 */
export function UsersPage({ children }: { children: ReactNode }) {
  return (
    <>
      <AdminPageHeader title="Users" description="Every account: activate, upgrade, edit, reset passwords and remove." />
      {children}
    </>
  );
}
