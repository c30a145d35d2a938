import { formatDateTime, formatLongDate } from "../../../../../common/gym-time";
import type { MembershipChangeLineFragment } from "../../../graphql/generated";
import { capitalize, statusLabel, tierLabel } from "../../../lib/account-labels";

const FIELD_LABELS: Record<string, string> = {
  tier: "Membership tier",
  expiry: "Expiry date",
  status: "Account status",
  badge: "Badge",
  referralScore: "Referral score",
  referral: "Referral",
};

const SOURCE_LABELS: Record<string, string> = {
  admin: "The gym",
  import: "Member import",
  referral: "Referral programme",
  signup: "Sign-up",
  system: "Automatic",
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? capitalize(field);

/** A stored value as a person reads it: a tier or badge name, a gym date, a number. */
export function valueText(field: string, value: string | null): string {
  if (value === null || value === "") return "—";
  switch (field) {
    case "tier":
      return tierLabel(value);
    case "expiry":
      return formatLongDate(value, value);
    case "status":
      return statusLabel(value);
    case "referralScore":
      return Number(value).toLocaleString("en-US");
    default:
      return capitalize(value);
  }
}

/** Who made a change: the admin's name for admins; for the member, "You" or where it came from. */
export function whoText(change: Pick<MembershipChangeLineFragment, "actorName" | "byYou" | "source">): string {
  if (change.byYou) return "You";
  return change.actorName ?? SOURCE_LABELS[change.source] ?? capitalize(change.source);
}

/** When, at the gym: 'Mar 15, 2025, 10:00 AM'. */
export const whenText = (createdAt: string) => formatDateTime(createdAt);
