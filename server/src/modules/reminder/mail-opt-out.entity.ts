import { Column, Entity, PrimaryGeneratedColumn, Unique } from "typeorm";
import { CreatedAt } from "../../db/columns";

/** An address that left a mailing list (renewal reminders) with its unsubscribe link or on the profile. */
@Entity({ name: "mail_opt_outs" })
@Unique("UQ_mail_opt_outs_email_list", ["email", "list"])
export class MailOptOut {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ type: "varchar", length: 254 })
  email!: string;

  @Column({ type: "varchar", length: 20 })
  list!: string;

  @CreatedAt()
  createdAt!: Date;
}
