import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { memberFilterSchema, memberSortSchema } from "../../../../common/validation";
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
  description: "within7Days / within30Days: not yet expired, expiring by the end of that gym day; expired: before now.",
});

export enum MemberSortField {
  name = "name",
  email = "email",
  memberId = "memberId",
  createdAt = "createdAt",
  expirationDate = "expirationDate",
}
registerEnumType(MemberSortField, { name: "MemberSortField" });

export enum SortDirection {
  asc = "asc",
  desc = "desc",
}
registerEnumType(SortDirection, { name: "SortDirection" });

@ValidatedBy(memberFilterSchema)
@InputType({ description: "Every given condition must hold." })
export class MemberFilter {
  @Field(() => [ID], { nullable: true, description: "Only these accounts (the selected rows; at most the bulk limit)." })
  ids?: string[] | null;

  @Field(() => String, { nullable: true, description: "Part of the name or e-mail, or a member ID (IWF-000123 or 123)." })
  search?: string | null;

  @Field(() => AccountStatus, { nullable: true })
  status?: AccountStatus | null;

  @Field(() => MembershipTier, { nullable: true })
  tier?: MembershipTier | null;

  @Field(() => BadgeType, { nullable: true })
  badge?: BadgeType | null;

  @Field(() => MemberExpiry, { nullable: true })
  expiry?: MemberExpiry | null;

  @Field(() => String, { nullable: true, description: "Joined on or after this gym date (YYYY-MM-DD, India)." })
  joinedFrom?: string | null;

  @Field(() => String, { nullable: true, description: "Joined on or before this gym date (YYYY-MM-DD, India)." })
  joinedTo?: string | null;
}

@ValidatedBy(memberSortSchema)
@InputType()
export class MemberSort {
  @Field(() => MemberSortField)
  field!: MemberSortField;

  @Field(() => SortDirection)
  direction!: SortDirection;
}

@ObjectType()
export class MemberPageInfo {
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page." })
  endCursor!: string | null;

  @Field(() => Boolean)
  hasNextPage!: boolean;
}

@ObjectType({ description: "One page of the members list." })
export class MemberConnection {
  @Field(() => [User])
  nodes!: User[];

  @Field(() => MemberPageInfo)
  pageInfo!: MemberPageInfo;

  @Field(() => Int, { description: "Accounts matching the filter, on every page." })
  totalCount!: number;
}

@ObjectType({ description: "What a bulk action did to one account; each row succeeds or fails by itself." })
export class BulkStatusResult {
  @Field(() => ID)
  id!: string;

  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => String, { nullable: true, description: "Why this row was refused." })
  error!: string | null;
}
