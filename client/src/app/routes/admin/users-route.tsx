import { ImportMembersButton } from "../../../features/member-import/admin/import-members-button";
import { UsersPage } from "../../../features/user/admin/users-page";
import { MembersList } from "../../../features/user/admin/members-list";

/** /admin/users: the admin frame around the users feature's members list (search, filters, pages, bulk actions). */
export function UsersRoute() {
  return (
    <UsersPage actions={<ImportMembersButton />}>
      <MembersList />
    </UsersPage>
  );
}
