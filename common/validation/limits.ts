/**
 * Limits shared by the server's validation and the client's Yup schemas. This folder must
 * stay free of imports from outside it: the client bundles it directly.
 */
export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 6,
  passwordMax: 128,
  resetTokenMax: 200,
  badgeDescriptionMax: 200,
  referralBonusMax: 100_000,
  referralScoreMax: 1_000_000,
} as const;

/** Default length of a membership when an admin upgrades without choosing an expiry. */
export const DEFAULT_MEMBERSHIP_DAYS = 365;
