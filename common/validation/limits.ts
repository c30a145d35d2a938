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
  verificationTokenMax: 200,
  /** A 6-digit authenticator code or a recovery code as typed, spaces and hyphens included. */
  oneTimeCodeMax: 32,
  totpDigits: 6,
  recoveryCodeCount: 10,
  badgeDescriptionMax: 200,
  referralBonusMax: 100_000,
  referralScoreMax: 1_000_000,
  /** The reason an admin gives for a change to a membership (docs/referrals.md). */
  changeReasonMax: 300,
  /** Characters of a referral code (docs/referrals.md). */
  referralCodeLength: 8,
  /** Levels of quotes, lists, links and emphasis inside one another in saved markdown (a policy). */
  markdownNestingMax: 20,
} as const;

/** Membership expiry dates accepted (gym dates, inclusive): a year 0000 or 9999 is a typo, not a plan. */
export const EXPIRY_RANGE = { earliest: "2000-01-01", latest: "2100-12-31" } as const;

/** Default length of a membership when an admin upgrades without choosing an expiry. */
export const DEFAULT_MEMBERSHIP_DAYS = 365;

/**
 * Pages of the lists a visitor can read (issue 14, item 8), asked with `limit` and `offset`.
 * Admins get `adminMax` as their default and maximum, so the panel lists everything up to it.
 */
export const PAGE_SIZES = {
  plans: { default: 12, max: 24 },
  blogPosts: { default: 6, max: 24 },
  referralBonuses: { default: 10, max: 10 },
  membershipHistory: { default: 20, max: 50 },
  adminMax: 200,
  /** List items one request may ask for across all its lists and aliases, for anyone but an admin. */
  itemsPerRequest: 60,
} as const;
/**
 * The admin's members list (issue 17): page sizes, search length, how many rows one bulk
 * action may change, and the "expiring within" windows the filters and the dashboard share.
 */
export const MEMBER_LIST = {
  pageDefault: 25,
  pageMax: 100,
  searchMax: 100,
  bulkMax: 200,
  expiringSoonDays: 7,
  expiringDays: 30,
  expiredRecentlyDays: 30,
} as const;

/** Days between a member's request to delete their account and its erasure; signing in meanwhile cancels it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

/** Contact messages older than this many days are deleted (env CONTACT_MESSAGE_RETENTION_DAYS overrides it). */
export const DEFAULT_CONTACT_MESSAGE_RETENTION_DAYS = 365;

/** docs/spec.md section 9: the home page shows the first three plans (the API returns them cheapest first). */
export const HOME_PLAN_COUNT = 3;
/** The newest posts the home page shows. */
export const HOME_POST_COUNT = 3;
