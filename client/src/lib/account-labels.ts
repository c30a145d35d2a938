import { BADGES, MEMBERSHIP_TIERS, tierLabel } from "../../../common/validation/membership";

export { tierLabel };

/** Display words for the account enums, shared by the profile and the user admin. */
export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

export function roleLabel(role: string): string {
  return role === "admin" ? "Administrator" : "Member";
}

export function statusLabel(status: string): string {
  return status === "active" ? "Active" : "Inactive";
}

export const tierOptions = MEMBERSHIP_TIERS.map((tier) => ({ value: tier, label: tierLabel(tier) }));
export const badgeOptions = BADGES.map((badge) => ({ value: badge, label: capitalize(badge) }));
export const roleOptions = [
  { value: "user", label: roleLabel("user") },
  { value: "admin", label: roleLabel("admin") },
];
export const statusOptions = [
  { value: "active", label: statusLabel("active") },
  { value: "inactive", label: statusLabel("inactive") },
];
