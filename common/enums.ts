// Values both sides use, defined once. The server registers the TS enums with TypeGraphQL under
// the names schema.graphql already carries; the client reads the same values for its forms.

export enum Role {
  admin = "admin",
  user = "user",
}

// Each tier is a value of the GraphQL enum (schema.graphql) whether or not code names it, so
// knip is told (@public) not to report the tiers no code names.
export enum MembershipTier {
  /** @public */
  basic = "basic",
  /** @public */
  premium = "premium",
  /** @public */
  platinum = "platinum",
}

export enum AccountStatus {
  active = "active",
  inactive = "inactive",
}

/** Member badges, lowest first. */
export enum BadgeType {
  user = "user",
  gold = "gold",
  premium = "premium",
  platinum = "platinum",
}

export enum PolicyType {
  privacy = "privacy",
  terms = "terms",
  refund = "refund",
}

export const ROLES = Object.values(Role);
export const ACCOUNT_STATUSES = Object.values(AccountStatus);
export const MEMBERSHIP_TIERS = Object.values(MembershipTier);
export const BADGES = Object.values(BadgeType);

/** The eight colour themes of the festive badge; the key is what is stored. */
export const FESTIVE_BADGE_THEMES = [
  { key: "festive-gold", label: "Festive Gold" },
  { key: "christmas-spirit", label: "Christmas Spirit" },
  { key: "new-year-glow", label: "New Year Glow" },
  { key: "diwali-lights", label: "Diwali Lights" },
  { key: "summer-breeze", label: "Summer Breeze" },
  { key: "spring-bloom", label: "Spring Bloom" },
  { key: "sunset-magic", label: "Sunset Magic" },
  { key: "royal-purple", label: "Royal Purple" },
] as const;

export const FESTIVE_COLORS = FESTIVE_BADGE_THEMES.map((theme) => theme.key);

/** What a membership history entry records a change of (docs/referrals.md). */
export enum MembershipField {
  tier = "tier",
  expiry = "expiry",
  status = "status",
  badge = "badge",
  referralScore = "referralScore",
  /** The account's referral: "pending" at sign-up through a link, "confirmed" once the admin confirms it. */
  referral = "referral",
}

/** Where a membership change came from. */
export enum MembershipChangeSource {
  admin = "admin",
  import = "import",
  referral = "referral",
  signup = "signup",
  system = "system",
}

/** What a content version belongs to (issue 18, version history). Policies keep their own versions. */
export enum ContentKind {
  post = "post",
  plan = "plan",
  hero = "hero",
  about = "about",
  contact = "contact",
  siteSettings = "site-settings",
}

/**
 * Where a blog post or a plan is in its life. Stored as draft or published; a published one
 * whose publishAt is still ahead is scheduled, and goes live by the clock alone.
 */
export enum PublicationState {
  draft = "draft",
  scheduled = "scheduled",
  published = "published",
}

/**
 * What a machine's API key may do (issue 19). The GraphQL enum carries the names (content_read),
 * the key's record and the docs the values (content:read).
 */
export enum ApiScope {
  content_read = "content:read",
  members_read = "members:read",
  members_write = "members:write",
  messages_read = "messages:read",
}

/** What each scope lets a key do, for the schema's descriptions and the admin's checkboxes. */
export const API_SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  [ApiScope.content_read]: "Read admin-only content: drafts, version history, policies, campaigns and the media library.",
  [ApiScope.members_read]: "Read members: the list, search, detail, history and the CSV export.",
  [ApiScope.members_write]: "Change members: tier and expiry, account status, and the CSV import.",
  [ApiScope.messages_read]: "Read the contact-form messages.",
};
