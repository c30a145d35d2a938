import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity, Index } from "typeorm";
import { MembershipChangeSource, MembershipField } from "../../../../common/enums";
import { CreatedAtField, IdField } from "../../common/entity-fields";
import { atMost } from "../../common/describe";
import { LIMITS } from "../../../../common/validation";

export { MembershipChangeSource, MembershipField };

registerEnumType(MembershipField, {
  name: "MembershipField",
  description: "What a membership history entry changed.",
  valuesConfig: {
    tier: { description: "The membership tier (values: basic, premium, platinum)." },
    expiry: { description: "The membership's end (values: ISO 8601 UTC date-times)." },
    status: { description: "The account status (values: active, inactive)." },
    badge: { description: "The badge (values: user, gold, premium, platinum)." },
    referralScore: { description: "The referral points (values: whole numbers)." },
    referral: { description: "The account's own referral: pending at sign-up through a link, confirmed once it paid." },
  },
});
registerEnumType(MembershipChangeSource, {
  name: "MembershipChangeSource",
  description: "Where a membership change came from.",
  valuesConfig: {
    admin: { description: "An admin's edit or upgrade in the panel or the API." },
    import: { description: "The admin's CSV member import." },
    referral: { description: "A referral being confirmed: the referrer's points and badge." },
    signup: { description: "The member's own sign-up." },
    system: { description: "The site itself, with nobody acting (a scheduled job)." },
  },
});

/**
 * One change to a member's tier, expiry, status, badge, referral score or referral, written in
 * the same transaction as the change itself. Deleted with the account.
 */
@ObjectType({ description: "One change to a member's membership: what, from what to what, who, why and when." })
@Entity({ name: "membership_changes" })
@Index("IDX_membership_changes_user_created", ["userId", "createdAt"])
export class MembershipChange {
  @IdField("The history entry's number.")
  id!: number;

  @Column({ name: "user_id", type: "int" })
  userId!: number;

  @Field(() => MembershipField, { description: "What changed." })
  @Column({ type: "varchar", length: 20 })
  field!: MembershipField;

  @Field(() => String, { nullable: true, description: "As stored: a tier, badge or status name, a number, or an ISO date-time." })
  @Column({ name: "old_value", type: "varchar", length: 40, nullable: true })
  oldValue!: string | null;

  @Field(() => String, { nullable: true, description: "The value after the change, as stored like oldValue; null when cleared." })
  @Column({ name: "new_value", type: "varchar", length: 40, nullable: true })
  newValue!: string | null;

  /** The acting account; null once it is deleted, or when nobody acted (a sign-up, a job). */
  @Column({ name: "actor_id", type: "int", nullable: true })
  actorId!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Who made the change, as named then. Admins only: a member sees only whether it was them (byYou).",
  })
  @Column({ name: "actor_name", type: "varchar", length: 100, nullable: true })
  actorName!: string | null;

  @Field(() => MembershipChangeSource, { description: "Where the change came from." })
  @Column({ type: "varchar", length: 20 })
  source!: MembershipChangeSource;

  @Field(() => String, {
    nullable: true,
    description: `Why, as the admin wrote it (${atMost(LIMITS.changeReasonMax)}), shown to the member; null when none was given.`,
  })
  @Column({ type: "varchar", length: 300, nullable: true })
  reason!: string | null;

  @CreatedAtField("When the change was made (ISO 8601 UTC instant, shown in India time).")
  createdAt!: Date;

  @Field(() => Boolean, { description: "Whether the member made this change themselves." })
  get byYou(): boolean {
    return this.actorId !== null && this.actorId === this.userId;
  }
}
