import { Field, InputType, Int, ObjectType } from "type-graphql";
import {
  createUserSchema,
  LIMITS,
  signInSchema,
  signUpSchema,
  updateMeSchema,
  updateUserSchema,
  upgradeUserSchema,
} from "../../../../common/validation";
import { ValidatedBy } from "../../common/validation";
import { BadgeType } from "../referral/referral-bonus.entity";
import { AccountStatus, MembershipTier, Role } from "./user.enums";
import { User } from "./user.entity";
import { atMost, count, NEW_PASSWORD } from "../../common/describe";

@ValidatedBy(signUpSchema)
@InputType({ description: "A visitor's sign-up: the new account is a basic member, signed in at once." })
export class SignupInput {
  @Field(() => String, { description: `Full name, ${atMost(LIMITS.nameMax)}.` })
  name!: string;

  @Field(() => String, { description: `E-mail address to sign in with (${atMost(LIMITS.emailMax)}); a confirmation link is mailed to it.` })
  email!: string;

  @Field(() => String, { description: `The new password: ${NEW_PASSWORD}.` })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: "The code of the referral link the member came through (?ref=CODE). An unknown or malformed code is ignored.",
  })
  referralCode?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Must be true: the member accepts the current Terms & Conditions and Privacy Policy, which are recorded.",
  })
  acceptPolicies?: boolean | null;
}

@ValidatedBy(signInSchema)
@InputType({ description: "Sign-in with e-mail and password (and a second factor when the account has one)." })
export class LoginInput {
  @Field(() => String, { description: "The account's e-mail address, in any letter case." })
  email!: string;

  @Field(() => String, { description: "The account's password." })
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: "For an account with two-factor sign-in: the authenticator's 6-digit code or an unused recovery code.",
  })
  otp?: string | null;
}

@ObjectType({ description: "A signed-in session: the account and its bearer token." })
export class AuthPayload {
  @Field(() => User, { description: "The signed-in account." })
  user!: User;

  @Field(() => String, { description: "Send as `Authorization: Bearer <token>`; expires after an hour, or when its session ends." })
  token!: string;

  @Field(() => String, {
    nullable: true,
    description: "Something the member should be told on signing in, e.g. that a pending account deletion was cancelled.",
  })
  notice?: string | null;

  @Field(() => String, {
    description: "Exchange with refreshSession for a new token and refresh token before the token expires; works once.",
  })
  refreshToken!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: "On sign-in: true when the member must first accept updated policies (see pendingPolicies and acceptPolicies).",
  })
  mustAcceptPolicies?: boolean | null;
}

@ValidatedBy(updateMeSchema)
@InputType({ description: "What an account may change about itself." })
export class UpdateMeInput {
  @Field(() => String, { nullable: true, description: `A new full name (${atMost(LIMITS.nameMax)}); null leaves it unchanged.` })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "Required to set a new password." })
  currentPassword?: string | null;

  @Field(() => String, { nullable: true, description: "Left empty: the password is unchanged." })
  newPassword?: string | null;
}

@ValidatedBy(upgradeUserSchema)
@InputType({ description: "An admin's change of a member's tier and expiry, recorded in the membership history." })
export class UpgradeUserInput {
  @Field(() => MembershipTier, { nullable: true, description: "Required: the membership tier the member gets." })
  membershipTier?: MembershipTier | null;

  @Field(() => String, {
    nullable: true,
    description:
      "When the membership ends: a gym date YYYY-MM-DD (the end of that day in India time) or an ISO 8601 date-time; default 365 days from now.",
  })
  expirationDate?: string | null;

  @Field(() => String, { nullable: true, description: "Required: why, as the member reads it in their membership history." })
  reason?: string | null;
}

@ValidatedBy(createUserSchema)
@InputType({ description: "An account an admin creates." })
export class CreateUserInput {
  @Field(() => String, { description: `Full name, ${atMost(LIMITS.nameMax)}.` })
  name!: string;

  @Field(() => String, { description: "E-mail address to sign in with; unique among accounts." })
  email!: string;

  @Field(() => String, { description: `The first password: ${NEW_PASSWORD}.` })
  password!: string;

  @Field(() => Role, { nullable: true, defaultValue: Role.user, description: "Member or admin; a member when left out." })
  role?: Role;

  @Field(() => AccountStatus, { nullable: true, defaultValue: AccountStatus.active, description: "Active when left out." })
  accountStatus?: AccountStatus;

  @Field(() => MembershipTier, { nullable: true, defaultValue: MembershipTier.basic, description: "Basic when left out." })
  membershipTier?: MembershipTier;

  @Field(() => BadgeType, { nullable: true, defaultValue: BadgeType.user, description: "The starting badge; `user` when left out." })
  badge?: BadgeType;

  @Field(() => Int, {
    nullable: true,
    defaultValue: 0,
    description: `Starting referral points, 0 to ${count(LIMITS.referralScoreMax)}; 0 when left out.`,
  })
  referralScore?: number;
}

@ValidatedBy(updateUserSchema)
@InputType({ description: "Fields left out are unchanged; an empty password leaves the password unchanged." })
export class UpdateUserInput {
  @Field(() => String, { nullable: true, description: `A new full name, ${atMost(LIMITS.nameMax)}.` })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "A new sign-in e-mail address; the account becomes unverified until it is confirmed.",
  })
  email?: string | null;

  @Field(() => Role, { nullable: true, description: "A new role; ends the account's sessions." })
  role?: Role | null;

  @Field(() => AccountStatus, { nullable: true, description: "A new status; deactivation ends the account's sessions." })
  accountStatus?: AccountStatus | null;

  @Field(() => MembershipTier, { nullable: true, description: "A new membership tier, recorded in the membership history." })
  membershipTier?: MembershipTier | null;

  @Field(() => String, {
    nullable: true,
    description: "A new membership end: a gym date YYYY-MM-DD (the end of that day in India time) or an ISO 8601 date-time.",
  })
  expirationDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An Indian mobile number (10 digits, with or without +91 or 0) or an international one starting with +, stored in E.164 form (+919876543210); empty removes it.",
  })
  phone?: string | null;

  @Field(() => BadgeType, { nullable: true, description: "A new badge, recorded in the membership history." })
  badge?: BadgeType | null;

  @Field(() => Int, {
    nullable: true,
    description: `New referral points, 0 to ${count(LIMITS.referralScoreMax)}; a change needs a \`reason\`.`,
  })
  referralScore?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Why, as the member reads it in their membership history; required when the referral score changes.",
  })
  reason?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `A new password (${NEW_PASSWORD}); ends the account's sessions. Empty or left out: unchanged.`,
  })
  password?: string | null;

  @Field(() => String, { nullable: true, description: "Required to change your own password or e-mail." })
  currentPassword?: string | null;
}
