import { Field, InputType } from "type-graphql";
import { webhookEndpointSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(webhookEndpointSchema)
@InputType({ description: "A webhook endpoint's address, events and note." })
export class WebhookEndpointInput {
  @Field(() => String, { description: "An http:// or https:// address on a public network, at most 500 characters." })
  url!: string;

  @Field(() => [String], { description: "Event types to receive (at least one), e.g. member.signed_up, post.published." })
  events!: string[];

  @Field(() => String, { nullable: true, description: "What the endpoint is for, at most 200 characters." })
  description?: string | null;

  @Field(() => Boolean, { nullable: true, description: "False pauses deliveries to it; empty keeps it as it is (new ones are enabled)." })
  enabled?: boolean | null;
}
