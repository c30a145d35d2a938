import { Field, ObjectType } from "type-graphql";
import type { SubscriberStatusName } from "../../../../common/validation";
import { Column, Entity } from "typeorm";
import { CreatedAt } from "../../db/columns";
import { IdField } from "../../common/entity-fields";

/**
 * An address from the blog's Stay Updated box; stored once, in lower case. It counts only once
 * confirmed with the mailed link (double opt-in), and stops counting when unsubscribed.
 */
@ObjectType({ description: "A newsletter address (admins only)." })
@Entity({ name: "newsletter_subscribers" })
export class NewsletterSubscriber {
  @IdField("The address's record number; what unsubscribeNewsletterSubscriber takes.")
  id!: number;

  @Field(() => String, { description: "The subscribed e-mail address, stored in lower case." })
  @Column({ type: "varchar", length: 254, unique: true })
  email!: string;

  @Field(() => Date, { description: "When the address was (last) entered in the subscribe box (ISO 8601 UTC instant)." })
  @CreatedAt()
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: "When the mailed confirmation link was opened (ISO 8601 UTC instant); null while pending.",
  })
  @Column({ name: "confirmed_at", type: "datetime", precision: 3, nullable: true })
  confirmedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: "When the address unsubscribed (or an admin removed it), ISO 8601 UTC instant; null while subscribed.",
  })
  @Column({ name: "unsubscribed_at", type: "datetime", precision: 3, nullable: true })
  unsubscribedAt!: Date | null;

  /** Filled in by the admin's list and export from the account with this address, if any. */
  @Field(() => String, { nullable: true, description: "The member ID of the account with this address: a member who opted in." })
  memberId?: string | null;

  @Field(() => String, { description: "Where the address stands: 'confirmed', 'pending' (link not yet opened) or 'unsubscribed'." })
  get status(): SubscriberStatusName {
    if (this.unsubscribedAt) return "unsubscribed";
    return this.confirmedAt ? "confirmed" : "pending";
  }
}
