import { Authorized, Field, Int, ObjectType } from "type-graphql";
import { Column, Entity } from "typeorm";
import { Access } from "../../auth/roles";
import { LIMITS, memberIdFor } from "../../../../common/validation";
import { CreatedAt, UpdatedAt } from "../../db/columns";
import { BadgeType } from "../referral/referral-bonus.entity";
import { AccountStatus, MembershipTier, Role } from "./user.enums";
import { IdField } from "../../common/entity-fields";
import { atMost } from "../../common/describe";

@ObjectType({ description: "A member or admin account. Private fields are visible to the account itself and to admins." })
@Entity({ name: "users" })
export class User {
  @IdField("The account's number; what `user(id:)` and the admin's operations take. The member ID is made from it.")
  id!: number;

  @Field(() => String, { description: `Full name as the member gave it (${atMost(LIMITS.nameMax)}); shown to the member and admins.` })
  @Column({ type: "varchar", length: 100 })
  name!: string;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => String, {
    description:
      "The sign-in e-mail address, stored normalised (Unicode NFKC, lower case) and unique in that form. The account itself and admins may read it.",
  })
  @Column({ type: "varchar", length: 254, unique: true })
  email!: string;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => String, {
    nullable: true,
    description: "Mobile number in E.164 form (+919876543210), or null when not given. The account itself and admins may read it.",
  })
  @Column({ type: "varchar", length: 20, nullable: true })
  phone!: string | null;

  /** When the "set your password" invitation of an imported account was sent (claimed just before sending). */
  @Column({ name: "invited_at", type: "datetime", precision: 3, nullable: true })
  invitedAt!: Date | null;

  @Field(() => Role, { description: "Whether this is a member (`user`) or an admin account." })
  @Column({ type: "varchar", length: 20 })
  role!: Role;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => MembershipTier, { description: "The membership level; the account itself and admins may read it." })
  @Column({ name: "membership_tier", type: "varchar", length: 20 })
  membershipTier!: MembershipTier;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => AccountStatus, { description: "Whether the account may sign in; the account itself and admins may read it." })
  @Column({ name: "account_status", type: "varchar", length: 20 })
  accountStatus!: AccountStatus;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => Date, {
    nullable: true,
    description:
      "When the membership ends: an ISO 8601 UTC instant, shown as a date in India time (Asia/Kolkata); expired when earlier than now, null for none. The account itself and admins may read it.",
  })
  @Column({ name: "expiration_date", type: "datetime", precision: 3, nullable: true })
  expirationDate!: Date | null;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => Date, {
    nullable: true,
    description:
      "When an admin last changed the membership tier (ISO 8601 UTC instant, shown in India time); null if never. The account itself and admins may read it.",
  })
  @Column({ name: "upgraded_at", type: "datetime", precision: 3, nullable: true })
  upgradedAt!: Date | null;

  @Field(() => BadgeType, { description: "The badge earned with referrals (or set by an admin), shown beside the member's name." })
  @Column({ type: "varchar", length: 20 })
  badge!: BadgeType;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => Int, {
    description:
      "Referral points: confirmed referrals earn points that lead to badges (see referralBonuses). The account itself and admins may read it.",
  })
  @Column({ name: "referral_score", type: "int" })
  referralScore!: number;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => String, {
    nullable: true,
    description:
      "The code of the account's referral link (/signup?ref=CODE): random, revealing nothing about the member. The account itself and admins may read it.",
  })
  @Column({ name: "referral_code", type: "varchar", length: 12, nullable: true, unique: true })
  referralCode!: string | null;

  /** Who referred this account; set at sign-up only, never changed; null once that account is deleted. */
  @Column({ name: "referred_by_id", type: "int", nullable: true })
  referredById!: number | null;

  /** When the referral earned the referrer their points: once, at the first paid membership. */
  @Column({ name: "referral_confirmed_at", type: "datetime", precision: 3, nullable: true })
  referralConfirmedAt!: Date | null;

  @Column({ name: "password_hash", type: "varchar", length: 255 })
  passwordHash!: string;

  /** Bumped whenever older sessions must end (password, role or status change, reset). */
  @Column({ name: "token_version", type: "int" })
  tokenVersion!: number;

  /** The address last proved by a mailed link; any change of `email` leaves the account unverified. */
  @Column({ name: "verified_email", type: "varchar", length: 254, nullable: true })
  verifiedEmail!: string | null;
  /** Encrypted with a key derived from JWT_SECRET (see two-factor/secret-box.ts). */
  @Column({ name: "totp_secret", type: "varchar", length: 255, nullable: true })
  totpSecret!: string | null;

  /** Set by startTwoFactorSetup; replaces totpSecret only once a code from it is confirmed. */
  @Column({ name: "totp_pending_secret", type: "varchar", length: 255, nullable: true })
  totpPendingSecret!: string | null;

  @Column({ name: "totp_enabled_at", type: "datetime", precision: 3, nullable: true })
  totpEnabledAt!: Date | null;

  /** JSON array of the SHA-256 hashes of the unused recovery codes. */
  @Column({ name: "totp_recovery_codes", type: "text", nullable: true })
  totpRecoveryCodes!: string | null;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => Boolean, {
    description:
      "Whether signing in also needs a code from an authenticator app (or a recovery code). The account itself and admins may read it.",
  })
  get twoFactorEnabled(): boolean {
    return this.totpEnabledAt !== null && this.totpEnabledAt !== undefined;
  }

  @Authorized(Access.SelfOrAdmin)
  @Field(() => Date, {
    description:
      "Member since: when the account was created (ISO 8601 UTC instant, shown in India time). The account itself and admins may read it.",
  })
  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;

  @Authorized(Access.SelfOrAdmin)
  @Field(() => String, {
    description:
      "Stable member ID shown on the membership card, IWF- and six digits (IWF-000123). The account itself and admins may read it.",
  })
  get memberId(): string {
    return memberIdFor(this.id);
  }

  @Authorized(Access.SelfOrAdmin)
  @Field(() => Boolean, {
    description: "Whether the account's current address has been confirmed with a mailed link. The account itself and admins may read it.",
  })
  get emailVerified(): boolean {
    return this.verifiedEmail === this.email;
  }
}
