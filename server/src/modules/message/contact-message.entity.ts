import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { CreatedAtField, IdField } from "../../common/entity-fields";
import { atMost } from "../../common/describe";
import { CONTACT_LIMITS, DEFAULT_CONTACT_MESSAGE_RETENTION_DAYS } from "../../../../common/validation";

@ObjectType({ description: "A message sent through the contact form; read by admins in the Messages inbox." })
@Entity({ name: "contact_messages" })
export class ContactMessage {
  @IdField("The message's number in the admins' inbox.")
  id!: number;

  @Field(() => String, { description: "The sender's first name as typed." })
  @Column({ name: "first_name", type: "varchar", length: 50 })
  firstName!: string;

  @Field(() => String, { description: "The sender's last name as typed." })
  @Column({ name: "last_name", type: "varchar", length: 50 })
  lastName!: string;

  @Field(() => String, { description: "The sender's e-mail address, to reply to." })
  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Field(() => String, { nullable: true, description: "The sender's phone number, or null when not given." })
  @Column({ type: "varchar", length: 20, nullable: true })
  phone!: string | null;

  @Field(() => String, { description: `The subject line, ${atMost(CONTACT_LIMITS.subjectMax)}.` })
  @Column({ type: "varchar", length: 150 })
  subject!: string;

  @Field(() => String, { description: `The message as plain text, ${atMost(CONTACT_LIMITS.messageMax)}.` })
  @Column({ type: "text" })
  message!: string;

  @Field(() => Date, { nullable: true, description: "When an admin marked it read (ISO 8601 UTC instant); null while unread." })
  @Column({ name: "read_at", type: "datetime", precision: 3, nullable: true })
  readAt!: Date | null;

  @CreatedAtField(
    `When it was sent (ISO 8601 UTC instant, shown in India time); deleted after the retention period, ${DEFAULT_CONTACT_MESSAGE_RETENTION_DAYS} days by default.`,
  )
  createdAt!: Date;
}
