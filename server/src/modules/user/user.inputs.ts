import { Field, InputType, Int, ObjectType } from "type-graphql";
import {
  createUserSchema,
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

@ValidatedBy(signUpSchema)
@InputType()
export class SignupInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: "At least 6 characters." })
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
@InputType()
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: "For an account with two-factor sign-in: the authenticator's 6-digit code or an unused recovery code.",
  })
  otp?: string | null;
}

@ObjectType({ description: "A signed-in session: the account and its bearer token." })
export class AuthPayload {
  @Field(() => User)
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
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true, description: "Required to set a new password." })
  currentPassword?: string | null;

  @Field(() => String, { nullable: true, description: "Left empty: the password is unchanged." })
  newPassword?: string | null;
}

@ValidatedBy(upgradeUserSchema)
@InputType()
export class UpgradeUserInput {
  @Field(() => MembershipTier, { nullable: true })
  membershipTier?: MembershipTier | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD or ISO date-time; default 365 days from now." })
  expirationDate?: string | null;

  @Field(() => String, { nullable: true, description: "Required: why, as the member reads it in their membership history." })
  reason?: string | null;
}

@ValidatedBy(createUserSchema)
@InputType()
export class CreateUserInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => Role, { nullable: true, defaultValue: Role.user })
  role?: Role;

  @Field(() => AccountStatus, { nullable: true, defaultValue: AccountStatus.active })
  accountStatus?: AccountStatus;

  @Field(() => MembershipTier, { nullable: true, defaultValue: MembershipTier.basic })
  membershipTier?: MembershipTier;

  @Field(() => BadgeType, { nullable: true, defaultValue: BadgeType.user })
  badge?: BadgeType;

  @Field(() => Int, { nullable: true, defaultValue: 0 })
  referralScore?: number;
}

@ValidatedBy(updateUserSchema)
@InputType({ description: "Fields left out are unchanged; an empty password leaves the password unchanged." })
export class UpdateUserInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => Role, { nullable: true })
  role?: Role | null;

  @Field(() => AccountStatus, { nullable: true })
  accountStatus?: AccountStatus | null;

  @Field(() => MembershipTier, { nullable: true })
  membershipTier?: MembershipTier | null;

  @Field(() => String, { nullable: true, description: "YYYY-MM-DD or ISO date-time." })
  expirationDate?: string | null;

  @Field(() => String, { nullable: true, description: "A mobile number (see normalizePhone); empty removes it." })
  phone?: string | null;

  @Field(() => BadgeType, { nullable: true })
  badge?: BadgeType | null;

  @Field(() => Int, { nullable: true })
  referralScore?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Why, as the member reads it in their membership history; required when the referral score changes.",
  })
  reason?: string | null;

  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => String, { nullable: true, description: "Required to change your own password or e-mail." })
  currentPassword?: string | null;
}
