import { PublicCache } from "../../cache/cache-control";
import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { BadgeType } from "../../../../common/enums";
import { CreatedAt, UpdatedAt } from "../../db/columns";
import { IdField } from "../../common/entity-fields";

export { BadgeType };

registerEnumType(BadgeType, { name: "BadgeType", description: "Member badges, lowest first." });

@PublicCache()
@ObjectType({ description: "Points a member earns on reaching a badge through referrals." })
@Entity({ name: "referral_bonuses" })
export class ReferralBonus {
  @IdField()
  id!: number;

  @Field(() => BadgeType)
  @Column({ name: "badge_type", type: "varchar", length: 20 })
  badgeType!: BadgeType;

  @Field(() => Int, { description: "Bonus points." })
  @Column({ type: "int" })
  bonus!: number;

  @Field(() => String, { description: "How it is earned, e.g. 'Refer 5 friends'." })
  @Column({ type: "varchar", length: 200 })
  description!: string;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
