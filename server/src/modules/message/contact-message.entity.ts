import { Field, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { CreatedAtField, IdField } from "../../common/entity-fields";

@ObjectType({ description: "A message sent through the contact form; read by admins in the Messages inbox." })
@Entity({ name: "contact_messages" })
export class ContactMessage {
  @IdField()
  id!: number;

  @Field(() => String)
  @Column({ name: "first_name", type: "varchar", length: 50 })
  firstName!: string;

  @Field(() => String)
  @Column({ name: "last_name", type: "varchar", length: 50 })
  lastName!: string;

  @Field(() => String)
  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Column({ type: "varchar", length: 20, nullable: true })
  phone!: string | null;

  @Field(() => String)
  @Column({ type: "varchar", length: 150 })
  subject!: string;

  @Field(() => String)
  @Column({ type: "text" })
  message!: string;

  @Field(() => Date, { nullable: true, description: "When an admin marked it read; null while unread." })
  @Column({ name: "read_at", type: "datetime", precision: 3, nullable: true })
  readAt!: Date | null;

  @CreatedAtField()
  createdAt!: Date;
}
