import { UsersPage } from "../../../features/admin/users/components/users-page";
import { UserAccountManagement } from "../../../features/users/components/user-account-management";

/** /admin/users: the admin frame around the users feature's account table (the same one as on the profile). */
export function UsersRoute() {
  return (
    <UsersPage>
      <UserAccountManagement />
    </UsersPage>
  );
}
