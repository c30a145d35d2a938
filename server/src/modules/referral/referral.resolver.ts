import { Ctx, Query, Resolver } from "type-graphql";
import { Public } from "../../auth/access";
import type { AppContext } from "../../context";
import { ReferralBonus } from "./referral-bonus.entity";

@Resolver(() => ReferralBonus)
export class ReferralResolver {
  @Public()
  @Query(() => [ReferralBonus], { description: "Referral bonuses per badge, smallest first." })
  referralBonuses(@Ctx() { services }: AppContext): Promise<ReferralBonus[]> {
    return services.referrals.list();
  }
}
