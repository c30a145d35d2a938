import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
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

  return (
    <ConfirmDelete
      item={user}
      title="Delete User"
      message={() => `Are you sure you want to delete ${user.name} (${user.email})? This cannot be undone.`}
      remove={() => deleteUser({ variables: { id: user.id } })}
      onDeleted={() => toast.success("User deleted successfully")}
      onFailed={(error) => toast.error("Failed to delete user", { description: usefulMessage(error) })}
      onClose={onClose}
    />
  );
}
