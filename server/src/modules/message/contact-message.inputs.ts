import { Field, InputType } from "type-graphql";
import { contactMessageSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(contactMessageSchema)
@InputType({ description: "A visitor's message from the contact form." })
export class ContactMessageInput {
  @Field(() => String, { description: "First name, at most 50 characters." })
  firstName!: string;

  @Field(() => String, { description: "Last name, at most 50 characters." })
  lastName!: string;

  @Field(() => String, { description: "E-mail address the gym replies to." })
  email!: string;

  @Field(() => String, { nullable: true, description: "Optional phone number, at most 20 characters." })
  phone?: string | null;

  @Field(() => String, { description: "Subject line, at most 150 characters." })
  subject!: string;

  @Field(() => String, { description: "The message, plain text, at most 5,000 characters." })
  message!: string;
}
