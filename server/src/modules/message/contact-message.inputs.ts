import { Field, InputType } from "type-graphql";
import { contactMessageSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(contactMessageSchema)
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
