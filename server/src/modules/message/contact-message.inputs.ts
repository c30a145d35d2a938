import { Field, InputType } from "type-graphql";
import { CONTACT_LIMITS, contactMessageSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { atMost } from "../../common/describe";

@ValidatedBy(contactMessageSchema)
@InputType({ description: "A visitor's message from the contact form." })
export class ContactMessageInput {
  @Field(() => String, { description: `First name, ${atMost(CONTACT_LIMITS.firstNameMax)}.` })
  firstName!: string;

  @Field(() => String, { description: `Last name, ${atMost(CONTACT_LIMITS.lastNameMax)}.` })
  lastName!: string;

  @Field(() => String, { description: "E-mail address the gym replies to." })
  email!: string;

  @Field(() => String, { nullable: true, description: `Optional phone number, ${atMost(CONTACT_LIMITS.phoneMax)}.` })
  phone?: string | null;

  @Field(() => String, { description: `Subject line, ${atMost(CONTACT_LIMITS.subjectMax)}.` })
  subject!: string;

  @Field(() => String, { description: `The message, plain text, ${atMost(CONTACT_LIMITS.messageMax)}.` })
  message!: string;
}
