import { UsersPage } from "../../../features/user/admin/users-page";
import { UserAccountManagement } from "../../../features/user/admin/user-account-management";

/** /admin/users: the admin frame around the users feature's account table (the same one as on the profile). */
export function UsersRoute() {
  return (
    <UsersPage>
      <UserAccountManagement />
    </UsersPage>
  );
}
