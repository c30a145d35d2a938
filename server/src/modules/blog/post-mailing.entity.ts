import { Column, Entity, PrimaryGeneratedColumn, Unique } from "typeorm";

/**
 * One subscriber's mail about one post. All of a post's rows are written in the transaction
 * that claims the post, so a restart never forgets a recipient; the unique (post, e-mail) key
 * keeps each to one row.
 */
@Entity({ name: "post_mailings" })
@Unique("UQ_post_mailings_post_email", ["postId", "email"])
export class PostMailing {
  @PrimaryGeneratedColumn({ type: "int" })
  id!: number;

  @Column({ name: "post_id", type: "int" })
  postId!: number;

  @Column({ type: "varchar", length: 254 })
  email!: string;

  /** Set by the app server that takes the row, before it sends. */
  @Column({ name: "claimed_at", type: "datetime", precision: 3, nullable: true })
  claimedAt!: Date | null;

  @Column({ name: "sent_at", type: "datetime", precision: 3, nullable: true })
  sentAt!: Date | null;

  /** Why the last attempt failed (or why the mail was dropped); only a row with an error is tried again. */
  @Column({ type: "varchar", length: 500, nullable: true })
  error!: string | null;

  @Column({ type: "int", default: 0 })
  attempts!: number;
}
