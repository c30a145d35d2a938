import { Field, InputType, Int } from "type-graphql";
import { referralBonusSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { BadgeType } from "./referral-bonus.entity";

@ValidatedBy(referralBonusSchema)
@InputType()
export class ReferralBonusInput {
  @Field(() => BadgeType)
  badgeType!: BadgeType;

  @Field(() => Int, { description: "Bonus points, 0 or more." })
  bonus!: number;

  @Field(() => String, { description: "How it is earned, e.g. 'Refer 5 friends'." })
  description!: string;
}
