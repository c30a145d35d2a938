import { Field, ObjectType } from "type-graphql";

@ObjectType({ description: "The outcome of an action that returns no record." })
export class ActionResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;
}
