/** GraphQL's camelCase account → the spec's snake_case REST shape. */
export const USER_FIELDS =
  "id email name role membershipTier accountStatus expirationDate upgradedAt badge referralScore createdAt memberId emailVerified";

export interface GraphQLUser {
  id: string;
  email: string;
  name: string;
  role: string;
  membershipTier: string;
  accountStatus: string;
  expirationDate: string | null;
  upgradedAt: string | null;
  badge: string;
  referralScore: number;
  createdAt: string;
  memberId: string;
  emailVerified: boolean;
}

export function toSpecUser(user: GraphQLUser) {
  return {
    id: Number(user.id),
    email: user.email,
    name: user.name,
    role: user.role,
    membership_tier: user.membershipTier,
    account_status: user.accountStatus,
    expiration_date: user.expirationDate,
    upgraded_at: user.upgradedAt,
    badge: user.badge,
    referral_score: user.referralScore,
    created_at: user.createdAt,
    member_id: user.memberId,
    email_verified: user.emailVerified,
  };
}

/** Strings the caller left out become "", so the server's own rules answer with field messages. */
export function text(value: unknown): unknown {
  return value === undefined || value === null ? "" : value;
}

/** Optional fields: left out or null stays out (unchanged); anything else goes through for GraphQL to check. */
export function optional(value: unknown): unknown {
  return value === null ? undefined : value;
}
