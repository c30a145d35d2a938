import { useMutation } from "@apollo/client/react";
import { SetUserStatusDocument } from "../../../graphql/generated";
import { usefulMessage } from "../../../lib/graphql-errors";
import { toast } from "../../../lib/toast";
import { AddUserDialog } from "./add-user-dialog";
import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { MemberHistoryDialog } from "./member-history-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { UpgradeUserDialog } from "./upgrade-user-dialog";
import type { ManagedUser, UserDialog } from "./user-forms";

/** The dialog that Add User or a row's action opened, for the users table and the members list alike. */
export function UserRowDialogs({ dialog, currentUserId, onClose }: { dialog?: UserDialog; currentUserId?: string; onClose: () => void }) {
  switch (dialog?.kind) {
    case "add":
      return <AddUserDialog onClose={onClose} />;
    case "upgrade":
      return <UpgradeUserDialog user={dialog.user} onClose={onClose} />;
    case "edit":
      return <EditUserDialog user={dialog.user} isSelf={dialog.user.id === currentUserId} onClose={onClose} />;
    case "password":
      return <ResetPasswordDialog user={dialog.user} isSelf={dialog.user.id === currentUserId} onClose={onClose} />;
    case "delete":
      return <DeleteUserDialog user={dialog.user} onClose={onClose} />;
    case "history":
      return <MemberHistoryDialog user={dialog.user} onClose={onClose} />;
    default:
      return null;
  }
}

/**
 * A row's Activate / Deactivate: the row changes only when the server confirms, so a failure
 * leaves the list as it was. `setBusy` marks the row while the change is on its way.
 */
export function useStatusToggle(setBusy: (id: string | undefined) => void): (user: ManagedUser) => Promise<void> {
  const [setStatus] = useMutation(SetUserStatusDocument);
  return async (user) => {
    const status = user.accountStatus === "active" ? "inactive" : "active";
    setBusy(user.id);
    try {
      await setStatus({ variables: { id: user.id, status } });
      toast.success(status === "active" ? "User account activated" : "User account deactivated");
    } catch (failure) {
      toast.error("Failed to update user status", { description: usefulMessage(failure) });
    } finally {
      setBusy(undefined);
    }
  };
}
