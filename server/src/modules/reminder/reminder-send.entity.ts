import { Column, Entity, PrimaryGeneratedColumn, Unique } from "typeorm";

/**
 * The proof that one reminder went (or is going) to one member for one expiry: the row is
 * inserted before the mail is sent, and the unique (user, kind, expiry date) key lets exactly
 * one app server win it.
 */
@Entity({ name: "reminder_sends" })
@Unique("UQ_reminder_sends_user_kind_expiry", ["userId", "kind", "expiryDate"])
export class ReminderSend {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ name: "user_id", type: "int" })
  userId!: number;

  @Column({ type: "varchar", length: 20 })
  kind!: string;

  /** The expiry as a gym date, YYYY-MM-DD. */
  @Column({ name: "expiry_date", type: "varchar", length: 10 })
  expiryDate!: string;

  @Column({ name: "claimed_at", type: "datetime", precision: 3 })
  claimedAt!: Date;

  @Column({ name: "sent_at", type: "datetime", precision: 3, nullable: true })
  sentAt!: Date | null;

  /** Why the last attempt failed; only a row with an error is ever tried again. */
  @Column({ type: "varchar", length: 500, nullable: true })
  error!: string | null;

  @Column({ type: "int" })
  attempts!: number;
}
