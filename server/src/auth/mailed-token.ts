import { Column, Index, PrimaryGeneratedColumn } from "typeorm";
import { CreatedAt } from "../db/columns";

/**
 * The columns of a single-use link mailed to an account (password reset, e-mail verification).
 * Only the token's SHA-256 is stored; the token itself exists only in the e-mail.
 */
export abstract class MailedToken {
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
