import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DeleteUserDocument } from "../../../graphql/generated";
import { usefulMessage } from "../../../lib/graphql-errors";
import type { UserDialogProps } from "./user-forms";

export function DeleteUserDialog({ user, onClose }: UserDialogProps) {
  const [deleteUser] = useMutation(DeleteUserDocument, {
    update(cache, { data }) {
      if (!data?.deleteUser) return;
      cache.evict({ id: cache.identify({ __typename: "User", id: user.id }) });
      cache.gc();
    },
  });

  const onConfirm = async () => {
    try {
      await deleteUser({ variables: { id: user.id } });
      toast.success("User deleted successfully");
      onClose();
    } catch (error) {
      toast.error("Failed to delete user", { description: usefulMessage(error) });
      throw error;
    }
  };

  return (
    <ConfirmDialog
      open
      title="Delete User"
      message={`Are you sure you want to delete ${user.name} (${user.email})? This cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
