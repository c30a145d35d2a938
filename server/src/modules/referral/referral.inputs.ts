import { Field, InputType, Int } from "type-graphql";
import { LIMITS, referralBonusSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { BadgeType } from "./referral-bonus.entity";
import { atMost, count } from "../../common/describe";

@ValidatedBy(referralBonusSchema)
@InputType({ description: "A rule of the referral ladder: a badge, its points and how it is earned." })
export class ReferralBonusInput {
  @Field(() => BadgeType, { description: "The badge this rule leads to." })
  badgeType!: BadgeType;

  @Field(() => Int, { description: `Points per confirmed friend on the way to this badge, 0 to ${count(LIMITS.referralBonusMax)}.` })
  bonus!: number;

  @Field(() => String, {
    description: `How it is earned, e.g. 'Refer 5 friends' (the number is the threshold), ${atMost(LIMITS.badgeDescriptionMax)}.`,
  })
  description!: string;
}
