import { PublicCache } from "../../cache/cache-control";
import { Publishable } from "../publication/publishable";
import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { URL_LENGTH } from "../../db/columns";
import { CreatedAtField, IdField, UpdatedAtField } from "../../common/entity-fields";
import { CONTENT_LIMITS } from "../../../../common/validation";

@PublicCache()
@ObjectType({
  description:
    "A membership plan (the SPEC's `subscriptions` table). Anyone may read live plans; drafts and scheduled plans only admins and preview links.",
})
@Entity({ name: "subscriptions" })
export class Plan extends Publishable {
  @IdField("The plan's number; what updatePlan, publishPlan and the subscription page's #plan-<id> links use.")
  id!: number;

  @Field(() => String, { description: "Plan name, e.g. 'YEARLY' or 'PT MONTHLY'; drives the display group." })
  @Column({ type: "varchar", length: 120 })
  name!: string;

  @Field(() => String, {
    description:
      "The price in Indian rupees as visitors read it, free text, e.g. '₹1,500' or 'Rs. 13,000/-'; plans sort by the first amount in it.",
  })
  @Column({ type: "varchar", length: 60 })
  price!: string;

  @Field(() => String, { description: "How long the membership lasts, free text as shown, e.g. '1 Month' or '12 Months'." })
  @Column({ type: "varchar", length: 60 })
  duration!: string;

  @Field(() => [String], {
    description: `What the plan includes, one short line each (at most ${CONTENT_LIMITS.featuresMax}), in the order shown on the card.`,
  })
  @Column({ type: "simple-json" })
  features!: string[];

  @Field(() => String, {
    nullable: true,
    description:
      "Where the Choose button leads. Empty (the default): a WhatsApp chat about the plan's current price " +
      "with the site's current number, built when the page is shown.",
  })
  @Column({ name: "button_link", type: "varchar", length: URL_LENGTH, nullable: true })
  buttonLink!: string | null;

  @CreatedAtField("When the plan was created (ISO 8601 UTC instant, shown in India time).")
  createdAt!: Date;

  @UpdatedAtField("When the plan was last saved (ISO 8601 UTC instant, shown in India time).")
  updatedAt!: Date;
}
