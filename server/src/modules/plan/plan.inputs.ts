import { Field, InputType } from "type-graphql";
import { planSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(planSchema)
@InputType({ description: "A membership plan as the admin's plan dialog saves it." })
export class PlanInput {
  @Field(() => String, { description: "Plan name, e.g. 'YEARLY' or 'PT MONTHLY', at most 120 characters; drives the display group." })
  name!: string;

  @Field(() => String, {
    description: "The price in Indian rupees, free text as shown, e.g. '₹1,500' (at most 60 characters); plans sort by the amount in it.",
  })
  price!: string;

  @Field(() => String, { description: "How long the membership lasts, free text, e.g. '1 Month' (at most 60 characters)." })
  duration!: string;

  @Field(() => [String], {
    defaultValue: [],
    description: "What the plan includes, one line each: at most 30 lines of 200 characters; empty entries are dropped.",
  })
  features!: string[];

  @Field(() => String, {
    nullable: true,
    description: "http(s) URL or site path; empty means the default WhatsApp chat, which follows the current price and number.",
  })
  buttonLink?: string | null;
}
