import { Crown, KeyRound, Pencil, Trash2, UserCheck, UserX, type LucideIcon } from "lucide-react";
import { buttonClass } from "../../../components/ui/button-styles";
import type { ManagedUser, RowAction } from "./user-forms";

interface UserRowActionsProps {
  user: ManagedUser;
  isSelf: boolean;
  busy: boolean;
  onAction: (action: RowAction, user: ManagedUser) => void;
}

function ActionButton({
  label,
  icon: Icon,
  danger,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const tone = danger ? "text-red-700 hover:bg-red-50 hover:text-red-800" : "";
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`${buttonClass("ghostDark", "icon")} ${tone}`}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

/** The server refuses to deactivate or delete the signed-in admin, so their own row offers neither. */
export function UserRowActions({ user, isSelf, busy, onAction }: UserRowActionsProps) {
  const active = user.accountStatus === "active";
  const act = (action: RowAction) => () => onAction(action, user);
  return (
    <div className="flex flex-wrap gap-1">
      <ActionButton label={`Upgrade ${user.email}`} icon={Crown} disabled={busy} onClick={act("upgrade")} />
      <ActionButton label={`Edit ${user.email}`} icon={Pencil} disabled={busy} onClick={act("edit")} />
      {!isSelf && (
        <ActionButton
          label={`${active ? "Deactivate" : "Activate"} ${user.email}`}
          icon={active ? UserX : UserCheck}
          disabled={busy}
          onClick={act("status")}
        />
      )}
      <ActionButton label={`Reset password for ${user.email}`} icon={KeyRound} disabled={busy} onClick={act("password")} />
      {!isSelf && <ActionButton label={`Delete ${user.email}`} icon={Trash2} danger disabled={busy} onClick={act("delete")} />}
    </div>
  );
}
