import { isExpired } from "../../../../../common/validation";
import type { ReactNode } from "react";
import { Pill } from "../../../components/ui/pill";
import { capitalize, roleLabel, statusLabel, tierLabel } from "../../../lib/account-labels";
import { formatLongDate } from "../../../../../common/gym-time";
import type { ManagedUser, RowAction } from "./user-forms";
import { UserRowActions } from "./user-row-actions";

interface UsersTableProps {
  users: readonly ManagedUser[];
  currentUserId?: string;
  busyId?: string;
  onAction: (action: RowAction, user: ManagedUser) => void;
}

const headers = ["Name", "Email", "Role", "Status", "Tier", "Expiry", "Badge", "Referral Score"];

// Below lg each row becomes a card, and every cell names its column from data-label.
const cellClass =
  "flex items-center justify-between gap-4 py-1.5 text-sm before:font-medium before:text-slate-500 before:content-[attr(data-label)] lg:table-cell lg:px-3 lg:py-3 lg:before:content-none";

function Cell({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td data-label={label} className={`${cellClass} ${className}`}>
      {children}
    </td>
  );
}

function Expiry({ value }: { value: string | null }) {
  if (!value) return <span className="text-slate-500">None</span>;
  const expired = isExpired(value);
  const text = `${expired ? "Expired " : ""}${formatLongDate(value)}`;
  return <span className={expired ? "font-semibold text-red-700" : ""}>{text}</span>;
}

export function UsersTable({ users, currentUserId, busyId, onAction }: UsersTableProps) {
  return (
    <table className="block w-full lg:table">
      <caption className="sr-only">All user accounts</caption>
      <thead className="hidden border-b border-slate-200 text-left text-xs uppercase tracking-wider text-slate-500 lg:table-header-group">
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2 font-semibold">
              {header}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 font-semibold">
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100">
        {users.map((user) => (
          <tr key={user.id} className="block rounded-xl border border-slate-200 p-4 lg:table-row lg:rounded-none lg:border-0 lg:p-0">
            <Cell label="Name" className="font-semibold text-slate-900">
              <span>
                {user.name}
                {user.id === currentUserId && (
                  <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">You</span>
                )}
              </span>
            </Cell>
            <Cell label="Email" className="break-all text-slate-700">
              {user.email}
            </Cell>
            <Cell label="Role">{roleLabel(user.role)}</Cell>
            <Cell label="Status">
              <Pill tone={user.accountStatus === "active" ? "green" : "red"}>{statusLabel(user.accountStatus)}</Pill>
            </Cell>
            <Cell label="Tier">{tierLabel(user.membershipTier)}</Cell>
            <Cell label="Expiry">
              <Expiry value={user.expirationDate} />
            </Cell>
            <Cell label="Badge">{capitalize(user.badge)}</Cell>
            <Cell label="Referral Score">{user.referralScore}</Cell>
            <td className="block border-t border-slate-100 pt-3 mt-2 lg:table-cell lg:border-0 lg:px-3 lg:py-3 lg:mt-0">
              <UserRowActions user={user} isSelf={user.id === currentUserId} busy={busyId === user.id} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
