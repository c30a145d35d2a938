import { PublicCache } from "../../cache/cache-control";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { BadgeType } from "../../../../common/enums";
import { CreatedAt, UpdatedAt } from "../../db/columns";
import { IdField } from "../../common/entity-fields";

export { BadgeType };

registerEnumType(BadgeType, {
  name: "BadgeType",
  description: "Member badges, lowest first, earned by confirmed referrals or given by an admin (docs/referrals.md).",
  valuesConfig: {
    user: { description: "No badge yet: where every member starts." },
    gold: { description: "The first referral badge (seeded rule: 5 confirmed friends)." },
    premium: { description: "The second referral badge (seeded rule: 15 confirmed friends)." },
    platinum: { description: "The top referral badge (seeded rule: 30 confirmed friends)." },
  },
});

@PublicCache()
@ObjectType({ description: "Points a member earns on reaching a badge through referrals." })
@Entity({ name: "referral_bonuses" })
export class ReferralBonus {
  @IdField("The rule's number; what updateReferralBonus and deleteReferralBonus take.")
  id!: number;

  @Field(() => BadgeType, { description: "The badge this rule leads to." })
  @Column({ name: "badge_type", type: "varchar", length: 20 })
  badgeType!: BadgeType;

  @Field(() => Int, { description: "Points each confirmed friend earns while the member climbs to this badge." })
  @Column({ type: "int" })
  bonus!: number;

  @Field(() => String, {
    description: "How it is earned, e.g. 'Refer 5 friends': the number in it is the rule's threshold of confirmed friends.",
  })
  @Column({ type: "varchar", length: 200 })
  description!: string;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
