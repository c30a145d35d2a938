import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import {
  MyMembershipHistoryDocument,
  MyReferralsDocument,
  type AccountFragment,
  type ManagedUserFragment,
  type MembershipChangeLineFragment,
  type MyReferralsQuery,
} from "../graphql/generated";

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
  return { ...user, phone: null, ...overrides };
}

/** A GraphQL error shaped like the server's: a stable code and, for bad input, a field map. */
export function graphQLError(message: string, code: string, fields?: Record<string, string>) {
  return new GraphQLError(message, { extensions: fields ? { code, fields } : { code } });
}

type ReferralStatsData = MyReferralsQuery["me"]["referralStats"];

/** The profile's referral card query: the member's code, score and referral figures. */
export function myReferralsMock({
  referralScore = 0,
  badge = "user",
  ...stats
}: Partial<ReferralStatsData> & { referralScore?: number; badge?: string } = {}): MockLink.MockedResponse {
  return {
    request: { query: MyReferralsDocument },
    result: {
      data: {
        me: {
          __typename: "User",
          id: "7",
          badge,
          referralScore,
          referralCode: "K7MX2QPD",
          referralStats: {
            __typename: "ReferralStats",
            referred: 0,
            confirmed: 0,
            pending: 0,
            points: referralScore,
            nextBadge: "gold",
            friendsToNextBadge: 5,
            pointsPerNextFriend: 10,
            ...stats,
          },
        },
      },
    },
  };
}

/** The profile's membership history query (first page). */
export function myHistoryMock(
  changes: (Omit<MembershipChangeLineFragment, "__typename" | "field" | "source"> & { field: string; source: string })[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: MyMembershipHistoryDocument, variables: { limit: 10 } },
    result: {
      data: {
        me: { __typename: "User", id: "7", membershipHistory: changes.map((change) => ({ __typename: "MembershipChange", ...change })) },
      },
    },
  };
}
