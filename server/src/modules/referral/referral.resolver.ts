import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { PAGE_SIZES } from "../../../../common/validation/limits";
import { toId } from "../../common/ids";
import { pageOf } from "../../common/pagination";
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
  @Query(() => [ReferralBonus], { description: "Anyone, signed in or not. A page of referral bonuses per badge, smallest first." })
  referralBonuses(
    @Arg("limit", () => Int, {
      nullable: true,
      description: `How many to return: default ${PAGE_SIZES.referralBonuses.default}, at most ${PAGE_SIZES.referralBonuses.max} (admins: up to ${PAGE_SIZES.adminMax}, their default).`,
    })
    limit: number | null,
    @Arg("offset", () => Int, { nullable: true, description: "How many to skip first: default 0." }) offset: number | null,
    @Ctx() context: AppContext,
  ): Promise<ReferralBonus[]> {
    return context.services.referrals.list(pageOf(context, PAGE_SIZES.referralBonuses, limit, offset));
  }

  @Authorized(Access.Admin)
  @Mutation(() => ReferralBonus, { description: "Admins only. Adds a rule to the referral ladder." })
  createReferralBonus(
    @Arg("input", () => ReferralBonusInput, { description: "The new rule." }) input: ReferralBonusInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<ReferralBonus> {
    return ctx.services.referrals.create(actor, input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => ReferralBonus, { description: "Admins only. Changes a rule; points already earned stay as they are." })
  updateReferralBonus(
    @Arg("id", () => ID, { description: "The rule's number." }) id: string,
    @Arg("input", () => ReferralBonusInput, { description: "The rule's new fields." }) input: ReferralBonusInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<ReferralBonus> {
    return ctx.services.referrals.update(actor, toId(id), input);
  }

  @Authorized(Access.Admin)
  @Mutation(() => Boolean, { description: "Admins only. Removes a rule from the ladder; true when it was deleted." })
  deleteReferralBonus(
    @Arg("id", () => ID, { description: "The rule's number." }) id: string,
    @CurrentUser() actor: User,
    @Ctx() ctx: AppContext,
  ): Promise<boolean> {
    return ctx.services.referrals.delete(actor, toId(id));
  }
}
