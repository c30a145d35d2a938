import { GYM_UTC_OFFSET } from "../gym-time";
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
