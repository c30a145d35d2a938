import { Entity } from "typeorm";
import { MailedToken } from "../../auth/mailed-token";

@Entity({ name: "password_reset_tokens" })
export class PasswordResetToken extends MailedToken {}
