import { Field, Int, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn } from "typeorm";
import { UpdatedAt } from "../../db/columns";
import { atMost } from "../../common/describe";
import { REMINDER_LIMITS } from "../../../../common/validation";

/** One renewal reminder kind (before_30, before_7, before_1, win_back): when it goes out and what it says. */
@ObjectType({
  description: "A renewal reminder an admin can edit: days before (or, for win_back, after) the expiry, subject and body. Admins only.",
})
@Entity({ name: "reminder_rules" })
export class ReminderRule {
  @Field(() => String, { description: "Which reminder: before_30, before_7, before_1 or win_back; what updateReminderRule takes." })
  @PrimaryColumn({ type: "varchar", length: 20 })
  kind!: string;

  @Field(() => Int, { description: "Days before the expiry; for win_back, days after it." })
  @Column({ type: "int" })
  days!: number;

  @Field(() => String, {
    description: `The mail's subject line, with the same placeholders as the body; ${atMost(REMINDER_LIMITS.subjectMax)}.`,
  })
  @Column({ type: "varchar", length: 150 })
  subject!: string;

  @Field(() => String, { description: "Plain text with placeholders such as {name} and {renewUrl}." })
  @Column({ type: "text" })
  body!: string;

  @Field(() => Boolean, { description: "Whether this reminder is mailed at all." })
  @Column({ type: "boolean" })
  enabled!: boolean;

  @Field(() => Date, { description: "When an admin last saved the rule (ISO 8601 UTC instant, shown in India time)." })
  @UpdatedAt()
  updatedAt!: Date;
}
