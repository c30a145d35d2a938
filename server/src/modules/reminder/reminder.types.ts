import { Field, InputType, Int, ObjectType } from "type-graphql";
import { REMINDER_LIMITS, reminderRuleSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { atMost } from "../../common/describe";

@ValidatedBy(reminderRuleSchema)
@InputType({ description: "A renewal reminder as the admin saves it." })
export class ReminderRuleInput {
  @Field(() => Int, { description: "Days before the expiry (1–365); for win_back, days after it." })
  days!: number;

  @Field(() => String, { description: `The subject line, ${atMost(REMINDER_LIMITS.subjectMax)}; the body's placeholders work here too.` })
  subject!: string;

  @Field(() => String, { description: "Plain text. Placeholders: {name} {memberId} {expiryDate} {daysLeft} {plan} {renewUrl}." })
  body!: string;

  @Field(() => Boolean, { description: "Whether this reminder is mailed." })
  enabled!: boolean;
}

@ObjectType({ description: "A reminder mail exactly as it would be sent. Admins only." })
export class ReminderPreview {
  @Field(() => String, { description: "The recipient's e-mail address (a sample address for a sample member)." })
  to!: string;

  @Field(() => String, { description: "The subject with its placeholders filled in." })
  subject!: string;

  @Field(() => String, { description: "The plain-text body as mailed." })
  text!: string;

  @Field(() => String, { description: "The HTML body as mailed; empty when the mail has none." })
  html!: string;
}

@ObjectType({ description: "Which optional mails the signed-in member receives." })
export class MailPreferences {
  @Field(() => Boolean, { description: "Whether renewal reminders before and after the membership's expiry are mailed." })
  renewalReminders!: boolean;

  @Field(() => Boolean, { description: "Whether the account's address is a confirmed newsletter subscriber." })
  newsletter!: boolean;
}
