import type {
  AccountStatus,
  BadgeType,
  MemberExpiry,
  MemberFilter,
  MemberSort,
  MemberSortField,
  MembershipTier,
} from "../../../graphql/generated";

/**
 * The members list keeps its filters and sort in the URL (?q=&status=&tier=&badge=&expiry=
 * &joinedFrom=&joinedTo=&sort=-createdAt), so links (the dashboard's cards), reload and Back
 * all show the same list. Unknown values are ignored rather than sent to the server.
 */
export const MEMBER_PARAM_KEYS = ["q", "status", "tier", "badge", "expiry", "joinedFrom", "joinedTo", "sort"] as const;

const STATUSES: readonly string[] = ["active", "inactive"];
const TIERS: readonly string[] = ["basic", "premium", "platinum"];
const BADGES: readonly string[] = ["user", "gold", "premium", "platinum"];
const EXPIRIES: readonly string[] = ["within7Days", "within30Days", "expired", "expiredLast30Days"];
const SORT_FIELDS: readonly string[] = ["name", "email", "memberId", "createdAt", "expirationDate"];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const DEFAULT_SORT: MemberSort = { field: "createdAt", direction: "desc" };

export const EXPIRY_OPTIONS: { value: MemberExpiry; label: string }[] = [
  { value: "within7Days", label: "Expiring in 7 days" },
  { value: "within30Days", label: "Expiring in 30 days" },
  { value: "expired", label: "Expired" },
  { value: "expiredLast30Days", label: "Expired, last 30 days" },
];

export const SORT_OPTIONS: { value: string; label: string }[] = [
  { value: "-createdAt", label: "Newest members" },
  { value: "createdAt", label: "Oldest members" },
  { value: "name", label: "Name A-Z" },
  { value: "-name", label: "Name Z-A" },
  { value: "email", label: "E-mail A-Z" },
  { value: "expirationDate", label: "Expiry, soonest first" },
  { value: "-expirationDate", label: "Expiry, latest first" },
  { value: "memberId", label: "Member ID" },
];

const pick = <T extends string>(value: string | null, allowed: readonly string[]): T | undefined =>
  value !== null && allowed.includes(value) ? (value as T) : undefined;

export function filterFromParams(params: URLSearchParams): MemberFilter {
  const date = (key: string) => {
    const value = params.get(key);
    return value && DATE.test(value) ? value : undefined;
  };
  const filter: MemberFilter = {
    search: params.get("q")?.trim() || undefined,
    status: pick<AccountStatus>(params.get("status"), STATUSES),
    tier: pick<MembershipTier>(params.get("tier"), TIERS),
    badge: pick<BadgeType>(params.get("badge"), BADGES),
    expiry: pick<MemberExpiry>(params.get("expiry"), EXPIRIES),
    joinedFrom: date("joinedFrom"),
    joinedTo: date("joinedTo"),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

export function sortFromParams(params: URLSearchParams): MemberSort {
  const value = params.get("sort") ?? "";
  const field = pick<MemberSortField>(value.replace(/^-/, ""), SORT_FIELDS);
  return field ? { field, direction: value.startsWith("-") ? "desc" : "asc" } : DEFAULT_SORT;
}

export const sortParam = (sort: MemberSort) => `${sort.direction === "desc" ? "-" : ""}${sort.field}`;

/** Whether any filter narrows the list (the sort does not). */
export const isFiltered = (filter: MemberFilter) => Object.keys(filter).length > 0;
