import { Field, InputType, Int, ObjectType } from "type-graphql";
import { reminderRuleSchema } from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";

@ValidatedBy(reminderRuleSchema)
@InputType()
export class ReminderRuleInput {
  @Field(() => Int, { description: "Days before the expiry (1–365); for win_back, days after it." })
  days!: number;

  @Field(() => String)
  subject!: string;

  @Field(() => String, { description: "Placeholders: {name} {memberId} {expiryDate} {daysLeft} {plan} {renewUrl}." })
  body!: string;

  @Field(() => Boolean)
  enabled!: boolean;
}

@ObjectType({ description: "A reminder mail exactly as it would be sent." })
export class ReminderPreview {
  @Field(() => String)
  to!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => String)
  text!: string;

  @Field(() => String)
  html!: string;
}

@ObjectType({ description: "Which optional mails the signed-in member receives." })
export class MailPreferences {
  @Field(() => Boolean)
  renewalReminders!: boolean;

  @Field(() => Boolean)
  newsletter!: boolean;
}
