import { useQuery } from "@apollo/client/react";
import { UserPlus, UsersRound } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { AdminUsersDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { usefulMessage } from "../../../lib/graphql-errors";
import type { ManagedUser, RowAction, UserDialog } from "./user-forms";
import { UserRowDialogs, useStatusToggle } from "./user-row-dialogs";
import { UsersTable } from "./users-table";

/** Every account with its admin actions; used on the profile and on /admin/users. */
export function UserAccountManagement() {
  const { user: me } = useAuth();
  const { data, error, refetch } = useQuery(AdminUsersDocument);
  const [dialog, setDialog] = useState<UserDialog>();
  const [busyId, setBusyId] = useState<string>();
  const close = () => setDialog(undefined);

  useEffect(() => {
    if (error) toast.error("Failed to load users", { description: usefulMessage(error) });
  }, [error]);

  const toggleStatus = useStatusToggle(setBusyId);

  const onAction = (action: RowAction, user: ManagedUser) =>
    action === "status" ? void toggleStatus(user) : setDialog({ kind: action, user });

  const body = data ? (
    data.users.length === 0 ? (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">No users yet.</p>
    ) : (
      <UsersTable users={data.users} currentUserId={me?.id} busyId={busyId} onAction={onAction} />
    )
  ) : error ? (
    <ErrorMessage message="Failed to load users" onRetry={() => void refetch().catch(() => undefined)} />
  ) : (
    <LoadingMessage label="Loading users..." />
  );

  return (
    <Card
      title="User Account Management"
      icon={UsersRound}
      description="Activate, upgrade, edit and remove member accounts."
      actions={
        <button type="button" onClick={() => setDialog({ kind: "add" })} className={buttonClass("primary", "sm")}>
          <UserPlus aria-hidden className="size-4" />
          Add User
        </button>
      }
    >
      {body}
      <UserRowDialogs dialog={dialog} currentUserId={me?.id} onClose={close} />
    </Card>
  );
}
