import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { toId } from "../../common/ids";
import { Public } from "../../auth/access";
import { PublicCache } from "../../cache/cache-control";
import { CurrentUser } from "../../auth/current-user";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import type { User } from "../user/user.entity";
import { ReferralBonus } from "./referral-bonus.entity";
import { ReferralBonusInput } from "./referral.inputs";

@Resolver(() => ReferralBonus)
export class ReferralResolver {
  @Public()
  @PublicCache()
  @Query(() => [ReferralBonus], { description: "Referral bonuses per badge, smallest first." })
  referralBonuses(@Ctx() { services }: AppContext): Promise<ReferralBonus[]> {
    return services.referrals.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => ReferralBonus)
  createReferralBonus(
    @Arg("input", () => ReferralBonusInput) input: ReferralBonusInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<ReferralBonus> {
    return ctx.services.referrals.create(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => ReferralBonus)
  updateReferralBonus(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ReferralBonusInput) input: ReferralBonusInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<ReferralBonus> {
    return ctx.services.referrals.update(actor, toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean)
  deleteReferralBonus(@Arg("id", () => ID) id: string, @CurrentUser() actor: User, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.referrals.delete(actor, toId(id));
  }
}
