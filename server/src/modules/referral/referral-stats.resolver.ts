import { Authorized, Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from "type-graphql";
import { nextReferralBadge, pointsForReferral } from "../../../../common/validation";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import { User } from "../user/user.entity";
import { BadgeType } from "./referral-bonus.entity";

@ObjectType({ description: "A member's referrals and how far they are from the next badge (docs/referrals.md)." })
export class ReferralStats {
  @Field(() => Int, { description: "Accounts created through the member's link." })
  referred!: number;

  @Field(() => Int, { description: "Of those, the ones whose first paid membership the gym has confirmed: these earned points." })
  confirmed!: number;

  @Field(() => Int, { description: "Signed up, not yet confirmed." })
  pending!: number;

  @Field(() => Int, { description: "The referral score: the account's points so far." })
  points!: number;

  @Field(() => BadgeType, { nullable: true, description: "The next badge referrals lead to; null at the top of the ladder." })
  nextBadge!: BadgeType | null;

  @Field(() => Int, { nullable: true, description: "Confirmed friends still needed for nextBadge." })
  friendsToNextBadge!: number | null;

  @Field(() => Int, { description: "Points the next confirmed friend earns." })
  pointsPerNextFriend!: number;
}

@Resolver(() => User)
export class ReferralStatsResolver {
  @Authorized(Access.SelfOrAdmin)
  @FieldResolver(() => ReferralStats, {
    description: "The account's referrals and progress to the next badge; the account itself and admins may read it.",
  })
  async referralStats(@Root() user: User, @Ctx() ctx: AppContext): Promise<ReferralStats> {
    const stats = await ctx.services.referrals.stats(user);
    const next = nextReferralBadge(stats.confirmed, stats.ladder, user.badge);
    return {
      referred: stats.referred,
      confirmed: stats.confirmed,
      pending: stats.pending,
      points: user.referralScore,
      nextBadge: (next?.badge as BadgeType | undefined) ?? null,
      friendsToNextBadge: next?.friendsToGo ?? null,
      pointsPerNextFriend: pointsForReferral(stats.confirmed + 1, stats.ladder),
    };
  }
}
