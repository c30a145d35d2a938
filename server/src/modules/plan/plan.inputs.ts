import { Field, InputType } from "type-graphql";
import { CONTENT_LIMITS, planSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { atMost } from "../../common/describe";

@ValidatedBy(planSchema)
@InputType({ description: "A membership plan as the admin's plan dialog saves it." })
export class PlanInput {
  @Field(() => String, {
    description: `Plan name, e.g. 'YEARLY' or 'PT MONTHLY', ${atMost(CONTENT_LIMITS.planNameMax)}; drives the display group.`,
  })
  name!: string;

  @Field(() => String, {
    description: `The price in Indian rupees, free text as shown, e.g. '₹1,500' (${atMost(CONTENT_LIMITS.priceMax)}); plans sort by the amount in it.`,
  })
  price!: string;

  @Field(() => String, { description: `How long the membership lasts, free text, e.g. '1 Month' (${atMost(CONTENT_LIMITS.durationMax)}).` })
  duration!: string;

  @Field(() => [String], {
    defaultValue: [],
    description: `What the plan includes, one line each: at most ${CONTENT_LIMITS.featuresMax} lines of ${atMost(CONTENT_LIMITS.featureMax)}; empty entries are dropped.`,
  })
  features!: string[];

  @Field(() => String, {
    nullable: true,
    description: "http(s) URL or site path; empty means the default WhatsApp chat, which follows the current price and number.",
  })
  buttonLink?: string | null;
}
