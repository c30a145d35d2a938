import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "The outcome of an action that returns no record." })
export class ActionResult {
  @Field(() => Boolean, { description: "True when the action was done (failures are GraphQL errors instead)." })
  success!: boolean;

  @Field(() => String, { description: "What happened, in words to show the person who asked (English)." })
  message!: string;
}
