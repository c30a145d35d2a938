import { Crown, History, KeyRound, Pencil, Trash2, UserCheck, UserX } from "lucide-react";
import { ActionsMenu, type MenuItem } from "../../../components/ui/menu";
import type { ManagedUser, RowAction } from "./user-forms";

interface UserRowActionsProps {
  user: ManagedUser;
  isSelf: boolean;
  busy: boolean;
  onAction: (action: RowAction, user: ManagedUser) => void;
  /** Items other features add after the built-in ones (e.g. a member's history). */
  extraItems?: (user: ManagedUser) => MenuItem[];
}

/**
 * The row's actions as a list, in menu order. The server refuses to deactivate or delete the
 * signed-in admin, so their own row offers neither.
 */
function userRowActionItems(user: ManagedUser, isSelf: boolean, onAction: (action: RowAction, user: ManagedUser) => void): MenuItem[] {
  const active = user.accountStatus === "active";
  const act = (action: RowAction) => () => onAction(action, user);
  const items: (MenuItem | false)[] = [
    { key: "edit", label: "Edit", icon: Pencil, onSelect: act("edit") },
    { key: "upgrade", label: "Upgrade", icon: Crown, onSelect: act("upgrade") },
    { key: "history", label: "Membership history", icon: History, onSelect: act("history") },
    { key: "password", label: "Reset password", icon: KeyRound, onSelect: act("password") },
    !isSelf && { key: "status", label: active ? "Deactivate" : "Activate", icon: active ? UserX : UserCheck, onSelect: act("status") },
    !isSelf && { key: "delete", label: "Delete", icon: Trash2, danger: true, onSelect: act("delete") },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

/** One actions menu per row, named for the account it acts on. */
export function UserRowActions({ user, isSelf, busy, onAction, extraItems }: UserRowActionsProps) {
  const items = [...userRowActionItems(user, isSelf, onAction), ...(extraItems?.(user) ?? [])];
  return <ActionsMenu label={`Actions for ${user.email}`} items={items} disabled={busy} />;
}
