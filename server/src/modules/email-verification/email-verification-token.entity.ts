import { Column, Entity } from "typeorm";
import { MailedToken } from "../../auth/mailed-token";

/** Keeps the address it was sent to, so a link for an earlier address cannot verify a later one. */
@Entity({ name: "email_verification_tokens" })
export class EmailVerificationToken extends MailedToken {
  @Column({ type: "varchar", length: 254 })
  email!: string;
}
