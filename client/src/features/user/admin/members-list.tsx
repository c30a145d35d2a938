import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Download, UserCheck, UserPlus, UsersRound, UserX } from "lucide-react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { MEMBER_LIST } from "../../../../../common/validation";
import { formatShortDate, gymToday } from "../../../../../common/gym-time";
import { isExpired } from "../../../../../common/validation";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { Pill } from "../../../components/ui/pill";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { labelClass } from "../../../components/form/use-form-field";
import {
  AdminMembersDocument,
  MembersCsvDocument,
  SetUsersStatusDocument,
  type AccountStatus,
  type AdminMembersQuery,
  type MemberSort,
  type MemberSortField,
} from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { badgeOptions, capitalize, statusLabel, statusOptions, tierLabel, tierOptions } from "../../../lib/account-labels";
import { usefulMessage } from "../../../lib/graphql-errors";
import { toast } from "../../../lib/toast";
import type { MenuItem } from "../../../components/ui/menu";
import type { ManagedUser, RowAction, UserDialog } from "./user-forms";
import { UserRowActions } from "./user-row-actions";
import { UserRowDialogs, useStatusToggle } from "./user-row-dialogs";
import {
  EXPIRY_OPTIONS,
  MEMBER_PARAM_KEYS,
  SORT_OPTIONS,
  filterFromParams,
  isFiltered,
  sortFromParams,
  sortParam,
} from "./member-list-params";

type Member = AdminMembersQuery["members"]["nodes"][number];

const SEARCH_DELAY_MS = 300;
const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-orange-500 sm:text-sm";

interface MembersListProps {
  /** Buttons other features add to the list's toolbar (e.g. an import). */
  toolbarExtras?: ReactNode;
  /** Items other features add to each row's actions menu. */
  extraRowItems?: (user: ManagedUser) => MenuItem[];
}

/** Saves `text` as a file the browser downloads. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** /admin/users: every member, searched, filtered and sorted on the server, a page at a time. */
export function MembersList({ toolbarExtras, extraRowItems }: MembersListProps) {
  const { user: me } = useAuth();
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const sort = useMemo(() => sortFromParams(params), [params]);
  const listKey = JSON.stringify([filter, sort]);

  // Each filter/sort has its own stack of cursors: the pages walked so far, for Previous.
  const [pages, setPages] = useState<{ key: string; cursors: (string | null)[] }>({ key: listKey, cursors: [null] });
  const cursors = pages.key === listKey ? pages.cursors : [null];
  const after = cursors[cursors.length - 1] ?? null;
  const [selected, setSelected] = useState<{ key: string; ids: Set<string> }>({ key: listKey, ids: new Set() });
  const selectedIds = selected.key === listKey ? selected.ids : new Set<string>();

  const { data, previousData, error, loading, refetch } = useQuery(AdminMembersDocument, {
    variables: { filter, sort, first: MEMBER_LIST.pageDefault, after },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const [setStatuses] = useMutation(SetUsersStatusDocument);
  const [dialog, setDialog] = useState<UserDialog>();
  const [busy, setBusy] = useState<string>();

  // The box follows the URL when it changes otherwise (Back, a link, Clear filters).
  const urlSearch = params.get("q") ?? "";
  const [searchText, setSearchText] = useState(urlSearch);
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  if (seenSearch !== urlSearch) {
    setSeenSearch(urlSearch);
    if (searchText.trim() !== urlSearch) setSearchText(urlSearch);
  }

  const setParam = (key: (typeof MEMBER_PARAM_KEYS)[number], value: string | undefined) =>
    setParams(
      (current) => {
        if (value) current.set(key, value);
        else current.delete(key);
        return current;
      },
      { replace: key === "q" },
    );

  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === (params.get("q") ?? "")) return;
    const timer = setTimeout(() => setParam("q", wanted || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the wait
  }, [searchText]);

  const clearFilters = () => {
    setSearchText("");
    setParams((current) => {
      for (const key of MEMBER_PARAM_KEYS) if (key !== "sort") current.delete(key);
      return current;
    });
  };

  const sortBy = (field: MemberSortField) => {
    const direction = sort.field === field && sort.direction === "asc" ? "desc" : "asc";
    setParam("sort", sortParam({ field, direction }));
  };

  const closeDialog = () => {
    setDialog(undefined);
    void refetch().catch(() => undefined);
  };

  const toggleStatus = useStatusToggle(setBusy);

  const onAction = (action: RowAction, user: ManagedUser) =>
    action === "status" ? void toggleStatus(user) : setDialog({ kind: action, user });

  const bulkStatus = async (status: AccountStatus) => {
    const ids = [...selectedIds];
    setBusy("bulk");
    try {
      const result = await setStatuses({ variables: { ids, status } });
      const rows = result.data?.setUsersStatus ?? [];
      const done = rows.filter((row) => row.ok);
      const refused = rows.filter((row) => !row.ok);
      if (done.length > 0)
        toast.success(`${done.length} ${done.length === 1 ? "account" : "accounts"} ${status === "active" ? "activated" : "deactivated"}`);
      if (refused.length > 0) toast.error(`${refused.length} not changed`, { description: refused[0]?.error ?? undefined });
      setSelected({ key: listKey, ids: new Set(refused.map((row) => row.id)) });
      await refetch();
    } catch (failure) {
      toast.error("Failed to update user status", { description: usefulMessage(failure) });
    } finally {
      setBusy(undefined);
    }
  };

  const exportCsv = async (only?: string[]) => {
    setBusy("export");
    try {
      const { data: csv } = await client.query({
        query: MembersCsvDocument,
        variables: { filter: only ? { ids: only } : filter, sort },
        fetchPolicy: "no-cache",
      });
      if (!csv) throw new Error("The export came back empty");
      download(csv.membersCsv, `members-${gymToday()}.csv`);
    } catch (failure) {
      toast.error("Export failed", { description: usefulMessage(failure) });
    } finally {
      setBusy(undefined);
    }
  };

  const nodes = shown?.members.nodes ?? [];
  const total = shown?.members.totalCount ?? 0;
  const pageStart = (cursors.length - 1) * MEMBER_LIST.pageDefault;
  const allOnPage = nodes.length > 0 && nodes.every((n) => selectedIds.has(n.id));
  const someOnPage = nodes.some((n) => selectedIds.has(n.id));
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(selectedIds);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    if (next.size > MEMBER_LIST.bulkMax) {
      toast.error(`Select at most ${MEMBER_LIST.bulkMax} members at a time`);
      return;
    }
    setSelected({ key: listKey, ids: next });
  };

  const body = shown ? (
    nodes.length === 0 ? (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        <p className="font-semibold text-slate-800">No members match</p>
        {isFiltered(filter) && (
          <button type="button" onClick={clearFilters} className={`${buttonClass("outlineDark", "sm")} mt-3`}>
            Clear filters
          </button>
        )}
      </div>
    ) : (
      <MembersTable
        members={nodes}
        sort={sort}
        onSort={sortBy}
        currentUserId={me?.id}
        busyId={busy}
        selectedIds={selectedIds}
        allOnPage={allOnPage}
        someOnPage={someOnPage}
        onToggle={toggle}
        onAction={onAction}
        extraRowItems={extraRowItems}
      />
    )
  ) : error ? (
    <ErrorMessage message="Failed to load members" onRetry={() => void refetch().catch(() => undefined)} />
  ) : (
    <LoadingMessage label="Loading members..." />
  );

  return (
    <Card
      title="Members"
      icon={UsersRound}
      description={
        shown ? `${total.toLocaleString("en-IN")} ${total === 1 ? "account" : "accounts"}${isFiltered(filter) ? " match" : ""}` : undefined
      }
      actions={
        <>
          {toolbarExtras}
          <button type="button" onClick={() => void exportCsv()} disabled={busy === "export"} className={buttonClass("outlineDark", "sm")}>
            <Download aria-hidden className="size-4" />
            Export CSV
          </button>
          <button type="button" onClick={() => setDialog({ kind: "add" })} className={buttonClass("primary", "sm")}>
            <UserPlus aria-hidden className="size-4" />
            Add User
          </button>
        </>
      }
    >
      <form
        role="search"
        aria-label="Filter members"
        onSubmit={(e) => e.preventDefault()}
        className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        <label className="sm:col-span-2">
          <span className={labelClass}>Search</span>
          <input
            type="search"
            value={searchText}
            maxLength={MEMBER_LIST.searchMax}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder="Name, e-mail or member ID"
            className={controlClass}
          />
        </label>
        <Select label="Status" value={filter.status} options={statusOptions} onChange={(v) => setParam("status", v)} />
        <Select label="Tier" value={filter.tier} options={tierOptions} onChange={(v) => setParam("tier", v)} />
        <Select label="Badge" value={filter.badge} options={badgeOptions} onChange={(v) => setParam("badge", v)} />
        <Select label="Expiry" value={filter.expiry} options={EXPIRY_OPTIONS} onChange={(v) => setParam("expiry", v)} />
        <label>
          <span className={labelClass}>Joined from</span>
          <input
            type="date"
            value={filter.joinedFrom ?? ""}
            onChange={(e) => setParam("joinedFrom", e.target.value || undefined)}
            className={controlClass}
          />
        </label>
        <label>
          <span className={labelClass}>Joined to</span>
          <input
            type="date"
            value={filter.joinedTo ?? ""}
            onChange={(e) => setParam("joinedTo", e.target.value || undefined)}
            className={controlClass}
          />
        </label>
        <label className="lg:hidden">
          <span className={labelClass}>Sort by</span>
          <select value={sortParam(sort)} onChange={(e) => setParam("sort", e.target.value)} className={controlClass}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {isFiltered(filter) && (
          <div className="flex items-end">
            <button type="button" onClick={clearFilters} className={buttonClass("ghostDark", "sm")}>
              Clear filters
            </button>
          </div>
        )}
      </form>

      {selectedIds.size > 0 && (
        <div
          role="region"
          aria-label="Selected members"
          className="mb-4 flex flex-wrap items-center gap-2 rounded-lg bg-slate-900 px-4 py-2 text-white"
        >
          <span className="mr-auto text-sm font-semibold" aria-live="polite">
            {selectedIds.size} selected
          </span>
          <button
            type="button"
            disabled={busy === "bulk"}
            onClick={() => void bulkStatus("active")}
            className={buttonClass("ghostLight", "sm")}
          >
            <UserCheck aria-hidden className="size-4" />
            Activate
          </button>
          <button
            type="button"
            disabled={busy === "bulk"}
            onClick={() => void bulkStatus("inactive")}
            className={buttonClass("ghostLight", "sm")}
          >
            <UserX aria-hidden className="size-4" />
            Deactivate
          </button>
          <button
            type="button"
            disabled={busy === "export"}
            onClick={() => void exportCsv([...selectedIds])}
            className={buttonClass("ghostLight", "sm")}
          >
            <Download aria-hidden className="size-4" />
            Export
          </button>
          <button type="button" onClick={() => setSelected({ key: listKey, ids: new Set() })} className={buttonClass("ghostLight", "sm")}>
            Clear selection
          </button>
        </div>
      )}

      {error && shown && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          Failed to load members: {usefulMessage(error)}
        </p>
      )}
      <div aria-busy={loading} className={`lg:overflow-x-auto ${loading && shown ? "opacity-60" : ""}`}>
        {body}
      </div>

      {shown && total > 0 && (
        <nav aria-label="Members pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <span>
            {pageStart + 1}–{pageStart + nodes.length} of {total.toLocaleString("en-IN")}
          </span>
          <span className="flex gap-2">
            <button
              type="button"
              disabled={cursors.length <= 1 || loading}
              onClick={() => setPages({ key: listKey, cursors: cursors.slice(0, -1) })}
              className={buttonClass("outlineDark", "sm")}
            >
              <ChevronLeft aria-hidden className="size-4" />
              Previous
            </button>
            <button
              type="button"
              disabled={!shown.members.pageInfo.hasNextPage || loading}
              onClick={() => setPages({ key: listKey, cursors: [...cursors, shown.members.pageInfo.endCursor] })}
              className={buttonClass("outlineDark", "sm")}
            >
              Next
              <ChevronRight aria-hidden className="size-4" />
            </button>
          </span>
        </nav>
      )}

      <UserRowDialogs dialog={dialog} currentUserId={me?.id} onClose={closeDialog} />
    </Card>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | null | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label>
      <span className={labelClass}>{label}</span>
      <select value={value ?? ""} onChange={(e) => onChange(e.target.value || undefined)} className={controlClass}>
        <option value="">Any</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface MembersTableProps {
  members: readonly Member[];
  sort: MemberSort;
  onSort: (field: MemberSortField) => void;
  currentUserId?: string;
  busyId?: string;
  selectedIds: Set<string>;
  allOnPage: boolean;
  someOnPage: boolean;
  onToggle: (ids: string[], on: boolean) => void;
  onAction: (action: RowAction, user: ManagedUser) => void;
  extraRowItems?: (user: ManagedUser) => MenuItem[];
}

// Below lg each row becomes a card, and every cell names its column from data-label.
const cellClass =
  "flex items-center justify-between gap-4 py-1 text-sm before:font-medium before:text-slate-500 before:content-[attr(data-label)] lg:table-cell lg:px-2 lg:py-2.5 lg:before:content-none";

/** `wideOnly`: a table column only on screens of 2xl and up (always on the phone's cards). */
function Cell({
  label,
  children,
  className = "",
  wideOnly = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  wideOnly?: boolean;
}) {
  const base = wideOnly ? cellClass.replace("lg:table-cell", "lg:hidden 2xl:table-cell") : cellClass;
  return (
    <td data-label={label} className={`${base} ${className}`}>
      {children}
    </td>
  );
}

const COLUMNS: { label: string; field?: MemberSortField; className?: string }[] = [
  { label: "Member ID", field: "memberId" },
  { label: "Name", field: "name" },
  { label: "Email", field: "email" },
  { label: "Status" },
  { label: "Tier" },
  // At 1366 px the table fits without it; the filter and the phone's cards still show it.
  { label: "Badge", className: "hidden 2xl:table-cell" },
  { label: "Expiry", field: "expirationDate" },
  { label: "Joined", field: "createdAt" },
];

function MembersTable(props: MembersTableProps) {
  const { members, sort, onSort, currentUserId, busyId, selectedIds, allOnPage, someOnPage, onToggle, onAction, extraRowItems } = props;
  return (
    <table className="block w-full lg:table lg:table-auto">
      <caption className="sr-only">
        Members, {sort.field} {sort.direction === "asc" ? "ascending" : "descending"}
      </caption>
      <thead className="hidden border-b border-slate-200 text-left text-xs uppercase tracking-wider text-slate-500 lg:table-header-group">
        <tr>
          <th scope="col" className="w-8 px-2 py-2">
            <input
              type="checkbox"
              aria-label="Select every member on this page"
              checked={allOnPage}
              ref={(el) => {
                if (el) el.indeterminate = someOnPage && !allOnPage;
              }}
              onChange={(e) =>
                onToggle(
                  members.map((m) => m.id),
                  e.target.checked,
                )
              }
              className="size-4"
            />
          </th>
          {COLUMNS.map(({ label, field, className = "" }) => {
            const active = field !== undefined && sort.field === field;
            const ariaSort = active ? (sort.direction === "asc" ? "ascending" : "descending") : undefined;
            return (
              <th key={label} scope="col" aria-sort={ariaSort} className={`whitespace-nowrap px-2 py-2 font-semibold ${className}`}>
                {field ? (
                  <button
                    type="button"
                    onClick={() => onSort(field)}
                    className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                  >
                    {label}
                    {active &&
                      (sort.direction === "asc" ? (
                        <ArrowUp aria-hidden className="size-3" />
                      ) : (
                        <ArrowDown aria-hidden className="size-3" />
                      ))}
                  </button>
                ) : (
                  label
                )}
              </th>
            );
          })}
          <th scope="col" className="px-2 py-2 font-semibold">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100">
        {members.map((m) => {
          const expired = isExpired(m.expirationDate);
          return (
            <tr
              key={m.id}
              className="relative block rounded-xl border border-slate-200 p-4 pr-14 lg:table-row lg:rounded-none lg:border-0 lg:p-0"
            >
              <td className="absolute right-4 top-4 lg:static lg:table-cell lg:px-2 lg:py-2.5">
                <input
                  type="checkbox"
                  aria-label={`Select ${m.email}`}
                  checked={selectedIds.has(m.id)}
                  onChange={(e) => onToggle([m.id], e.target.checked)}
                  className="size-5 lg:size-4"
                />
              </td>
              <Cell label="Member ID" className="whitespace-nowrap text-slate-600">
                <span className="font-mono text-xs">{m.memberId}</span>
              </Cell>
              <Cell label="Name" className="font-semibold text-slate-900">
                <span className="lg:flex lg:items-center">
                  <span className="lg:max-w-40 lg:truncate" title={m.name}>
                    {m.name}
                  </span>
                  {m.id === currentUserId && (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">You</span>
                  )}
                  {m.role === "admin" && (
                    <span className="ml-2 rounded bg-orange-100 px-1.5 py-0.5 text-xs font-medium text-orange-800">Admin</span>
                  )}
                </span>
              </Cell>
              <Cell label="Email" className="text-slate-700">
                <span className="min-w-0 break-all lg:block lg:max-w-48 lg:truncate lg:break-normal" title={m.email}>
                  {m.email}
                </span>
              </Cell>
              <Cell label="Status">
                <Pill tone={m.accountStatus === "active" ? "green" : "red"}>{statusLabel(m.accountStatus)}</Pill>
              </Cell>
              <Cell label="Tier">{tierLabel(m.membershipTier)}</Cell>
              <Cell label="Badge" wideOnly>
                {capitalize(m.badge)}
              </Cell>
              <Cell label="Expiry" className={`whitespace-nowrap ${expired ? "font-semibold text-red-700" : ""}`}>
                {expired && <span className="sr-only">Expired </span>}
                {formatShortDate(m.expirationDate)}
              </Cell>
              <Cell label="Joined" className="whitespace-nowrap">
                {formatShortDate(m.createdAt)}
              </Cell>
              <td className="absolute bottom-3 right-3 lg:static lg:table-cell lg:px-2 lg:py-2.5">
                <UserRowActions
                  user={m}
                  isSelf={m.id === currentUserId}
                  busy={busyId === m.id}
                  onAction={onAction}
                  extraItems={extraRowItems}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
