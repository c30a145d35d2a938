import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import { Access } from "../../auth/roles";
import type { AppContext } from "../../context";
import { ReferralBonus } from "./referral-bonus.entity";
import { ReferralBonusInput } from "./referral.inputs";

const toId = (id: string) => (/^\d+$/.test(id) ? Number(id) : Number.NaN);

@Resolver(() => ReferralBonus)
export class ReferralResolver {
  @Public()
  @Query(() => [ReferralBonus], { description: "Referral bonuses per badge, smallest first." })
  referralBonuses(@Ctx() { services }: AppContext): Promise<ReferralBonus[]> {
    return services.referrals.list();
  }

  @Authorized(Access.Admin)
  @Mutation(() => ReferralBonus)
  createReferralBonus(@Arg("input", () => ReferralBonusInput) input: ReferralBonusInput, @Ctx() ctx: AppContext): Promise<ReferralBonus> {
    return ctx.services.referrals.create(input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => ReferralBonus)
  updateReferralBonus(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => ReferralBonusInput) input: ReferralBonusInput,
    @Ctx() ctx: AppContext,
  ): Promise<ReferralBonus> {
    return ctx.services.referrals.update(toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean)
  deleteReferralBonus(@Arg("id", () => ID) id: string, @Ctx() ctx: AppContext): Promise<boolean> {
    return ctx.services.referrals.delete(toId(id));
  }
}
