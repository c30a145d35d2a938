import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { CreatedAt } from "../../db/columns";

/** Only the SHA-256 of a reset token is stored; the token itself exists only in the e-mail. */
@Entity({ name: "password_reset_tokens" })
export class PasswordResetToken {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Index()
  @Column({ name: "user_id", type: "int" })
  userId!: number;

  @Column({ name: "token_hash", type: "varchar", length: 64, unique: true })
  tokenHash!: string;

  @Column({ name: "expires_at", type: "datetime", precision: 3 })
  expiresAt!: Date;

  @Column({ name: "used_at", type: "datetime", precision: 3, nullable: true })
  usedAt!: Date | null;

  @CreatedAt()
  createdAt!: Date;
}
