import { GYM_UTC_OFFSET, gymToday } from "../gym-time";
import { DEFAULT_MEMBERSHIP_DAYS, EXPIRY_RANGE } from "./limits";

export { BADGES, MEMBERSHIP_TIERS } from "../enums";

/** A tier as people read it ("Platinum"); docs/spec.md section 3: a blank tier is treated as Basic. */
export function tierLabel(tier: string | null | undefined): string {
  const value = tier || "basic";
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** docs/spec.md section 8's success text, also the audit log's words for an upgrade. */
export const userUpgraded = (tier: string) => `User upgraded to ${tierLabel(tier)}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads an expiry given as YYYY-MM-DD (valid through the end of that day in India, the gym's
 * time zone) or as a full ISO date-time. Returns null when the text is not a real date.
 */
export function parseExpiry(value: string): Date | null {
  const text = value.trim();
  if (DATE_ONLY.test(text)) {
    const date = new Date(`${text}T23:59:59.999${GYM_UTC_OFFSET}`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const EARLIEST_EXPIRY = new Date(`${EXPIRY_RANGE.earliest}T00:00:00${GYM_UTC_OFFSET}`).getTime();
const LATEST_EXPIRY = new Date(`${EXPIRY_RANGE.latest}T23:59:59.999${GYM_UTC_OFFSET}`).getTime();

/** Whether a parsed expiry falls on a gym date within EXPIRY_RANGE. */
export function isExpiryInRange(expiry: Date): boolean {
  const time = expiry.getTime();
  return time >= EARLIEST_EXPIRY && time <= LATEST_EXPIRY;
}

export function defaultExpiry(now = new Date()): Date {
  return new Date(now.getTime() + DEFAULT_MEMBERSHIP_DAYS * DAY_MS);
}

/** Expired when the expiry is earlier than now (docs/spec.md section 3). */
export function isExpired(expiration: Date | string | null | undefined, now = new Date()): boolean {
  if (!expiration) return false;
  return new Date(expiration).getTime() < now.getTime();
}

/** A stable, readable member ID derived from the account id (docs/product.md section 3). */
export function memberIdFor(userId: number | string): string {
  return `IWF-${String(userId).padStart(6, "0")}`;
}

/** From this many days before its expiry a signed-in member is asked to renew (issue 17). */
export const RENEWAL_NOTICE_DAYS = 7;

/**
 * Where a membership stands today at the gym: `daysLeft` counts gym days from today to the
 * expiry's day (0 on the last day); `daysAgo` counts them since an expiry that has passed.
 */
export type MembershipStanding =
  { kind: "open" } | { kind: "active"; daysLeft: number } | { kind: "renewSoon"; daysLeft: number } | { kind: "expired"; daysAgo: number };

const gymDayNumber = (instant: Date): number => Date.parse(gymToday(instant)) / DAY_MS;

export function membershipStanding(expiration: Date | string | null | undefined, now = new Date()): MembershipStanding {
  if (!expiration) return { kind: "open" };
  const expiry = new Date(expiration);
  if (Number.isNaN(expiry.getTime())) return { kind: "open" };
  const days = gymDayNumber(expiry) - gymDayNumber(now);
  if (isExpired(expiry, now)) return { kind: "expired", daysAgo: Math.max(0, -days) };
  return days <= RENEWAL_NOTICE_DAYS ? { kind: "renewSoon", daysLeft: days } : { kind: "active", daysLeft: days };
}

/**
 * The share of the current membership period still to run, 0 to 1: from the last upgrade (or
 * the account's creation) to the expiry. Null when there is no period to measure.
 */
export function membershipRemainingShare(
  expiration: Date | string | null | undefined,
  periodStart: Date | string | null | undefined,
  now = new Date(),
): number | null {
  if (!expiration || !periodStart) return null;
  const end = new Date(expiration).getTime();
  const start = new Date(periodStart).getTime();
  if (!(end > start)) return null;
  return Math.min(1, Math.max(0, (end - now.getTime()) / (end - start)));
}
