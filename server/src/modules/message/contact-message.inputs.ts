import { Field, InputType } from "type-graphql";

@InputType()
export class ContactMessageInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true, description: "Optional." })
  phone?: string | null;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  message!: string;
}
