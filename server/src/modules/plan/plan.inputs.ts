import { Field, InputType } from "type-graphql";
import { planSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(planSchema)
@InputType()
export class PlanInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "Free text as shown, e.g. '₹1,500'; plans sort by the amount in it." })
  price!: string;

  @Field(() => String)
  duration!: string;

  @Field(() => [String], { defaultValue: [], description: "Empty entries are dropped." })
  features!: string[];

  @Field(() => String, {
    nullable: true,
    description: "http(s) URL or site path; empty means the default WhatsApp chat, which follows the current price and number.",
  })
  buttonLink?: string | null;
}
