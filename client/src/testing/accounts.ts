import { GraphQLError } from "graphql";
import type { ManagedUserFragment, AccountFragment } from "../graphql/generated";

/** Account records as the server returns them, for the account pages' tests. */
export function accountData(overrides: Partial<AccountFragment> = {}): AccountFragment {
  return {
    __typename: "User",
    id: "7",
    name: "Asha Das",
    email: "asha@example.com",
    role: "user",
    membershipTier: "basic",
    accountStatus: "active",
    expirationDate: "2099-12-31T18:29:59.999Z",
    upgradedAt: null,
    badge: "user",
    referralScore: 0,
    createdAt: "2025-01-05T10:00:00.000Z",
    memberId: "IWF-000007",
    twoFactorEnabled: false,
    ...overrides,
  };
}

export function managedUserData(overrides: Partial<ManagedUserFragment> = {}): ManagedUserFragment {
  const { memberId: _memberId, ...user } = accountData();
  return { ...user, ...overrides };
}

/** A GraphQL error shaped like the server's: a stable code and, for bad input, a field map. */
export function graphQLError(message: string, code: string, fields?: Record<string, string>) {
  return new GraphQLError(message, { extensions: fields ? { code, fields } : { code } });
}
