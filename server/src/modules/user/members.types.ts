import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { MEMBER_LIST, memberFilterSchema, memberSortSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { BadgeType } from "../referral/referral-bonus.entity";
import { User } from "./user.entity";
import { AccountStatus, MembershipTier } from "./user.enums";

/** Which expiry window a members list keeps (the dashboard's cards link to these). */
export enum MemberExpiry {
  within7Days = "within7Days",
  within30Days = "within30Days",
  expired = "expired",
  expiredLast30Days = "expiredLast30Days",
}
registerEnumType(MemberExpiry, {
  name: "MemberExpiry",
  description: "A window of membership expiry dates for the members list, counted in gym days (India time, Asia/Kolkata).",
  valuesConfig: {
    within7Days: {
      description: `Not yet expired, and expiring by the end of the gym day ${MEMBER_LIST.expiringSoonDays} days from today.`,
    },
    within30Days: { description: `Not yet expired, and expiring by the end of the gym day ${MEMBER_LIST.expiringDays} days from today.` },
    expired: { description: "Expiry date before now, however long ago." },
    expiredLast30Days: {
      description: `Expired before now but within the last ${MEMBER_LIST.expiredRecentlyDays} days: members to win back.`,
    },
  },
});

export enum MemberSortField {
  name = "name",
  email = "email",
  memberId = "memberId",
  createdAt = "createdAt",
  expirationDate = "expirationDate",
}
registerEnumType(MemberSortField, {
  name: "MemberSortField",
  description: "What the admin's members list is ordered by; ties are broken by account number.",
  valuesConfig: {
    name: { description: "The member's name, A to Z when ascending." },
    email: { description: "The sign-in e-mail address." },
    memberId: { description: "The member ID (IWF-000123), that is the order accounts were created in." },
    createdAt: { description: "When the account was created (member since)." },
    expirationDate: { description: "When the membership ends." },
  },
});

export enum SortDirection {
  asc = "asc",
  desc = "desc",
}
registerEnumType(SortDirection, {
  name: "SortDirection",
  description: "The order of a sorted list.",
  valuesConfig: {
    asc: { description: "Ascending: A to Z, oldest or earliest first." },
    desc: { description: "Descending: Z to A, newest or latest first." },
  },
});

@ValidatedBy(memberFilterSchema)
@InputType({ description: "Conditions on the admin's members list; every given condition must hold, null ones are ignored." })
export class MemberFilter {
  @Field(() => [ID], { nullable: true, description: "Only these accounts (the selected rows; at most the bulk limit)." })
  ids?: string[] | null;

  @Field(() => String, { nullable: true, description: "Part of the name or e-mail, or a member ID (IWF-000123 or 123)." })
  search?: string | null;

  @Field(() => AccountStatus, { nullable: true, description: "Only accounts with this status." })
  status?: AccountStatus | null;

  @Field(() => MembershipTier, { nullable: true, description: "Only members on this membership tier." })
  tier?: MembershipTier | null;

  @Field(() => BadgeType, { nullable: true, description: "Only members with this badge." })
  badge?: BadgeType | null;

  @Field(() => MemberExpiry, { nullable: true, description: "Only members whose expiry falls in this window." })
  expiry?: MemberExpiry | null;

  @Field(() => String, { nullable: true, description: "Joined on or after this gym date (YYYY-MM-DD, India)." })
  joinedFrom?: string | null;

  @Field(() => String, { nullable: true, description: "Joined on or before this gym date (YYYY-MM-DD, India)." })
  joinedTo?: string | null;
}

@ValidatedBy(memberSortSchema)
@InputType({ description: "The order of the admin's members list." })
export class MemberSort {
  @Field(() => MemberSortField, { description: "What to order by." })
  field!: MemberSortField;

  @Field(() => SortDirection, { description: "Ascending or descending." })
  direction!: SortDirection;
}

@ObjectType({ description: "Where a page of the members list ends, to ask for the next one." })
export class MemberPageInfo {
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page." })
  endCursor!: string | null;

  @Field(() => Boolean, { description: "Whether more members match after this page." })
  hasNextPage!: boolean;
}

@ObjectType({ description: "One page of the admin's members list. Admins only." })
export class MemberConnection {
  @Field(() => [User], { description: "The accounts on this page, in the requested order." })
  nodes!: User[];

  @Field(() => MemberPageInfo, { description: "The cursor for the next page, and whether there is one." })
  pageInfo!: MemberPageInfo;

  @Field(() => Int, { description: "Accounts matching the filter, on every page." })
  totalCount!: number;
}

@ObjectType({ description: "What a bulk action did to one account; each row succeeds or fails by itself. Admins only." })
export class BulkStatusResult {
  @Field(() => ID, { description: "The account this row is about, as given in `ids`." })
  id!: string;

  @Field(() => Boolean, { description: "Whether the status of this account was set." })
  ok!: boolean;

  @Field(() => String, { nullable: true, description: "Why this row was refused." })
  error!: string | null;
}
