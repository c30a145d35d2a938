import { object, string } from "yup";
import { ACCOUNT_STATUSES, BADGES, MEMBERSHIP_TIERS, ROLES } from "../enums";
import {
  emailField,
  expiryField,
  nameField,
  newPasswordField,
  optionalNewPasswordField,
  signInPasswordField,
  whenGiven,
  wholeNumberField,
} from "./fields";
import { LIMITS } from "./limits";
import { MESSAGES } from "./messages";

// One schema per account input of the GraphQL API; the forms add only what the API lacks.

export const referralScore = () => wholeNumberField(LIMITS.referralScoreMax, MESSAGES.referralScoreInvalid);
const oneOf = (values: readonly string[]) =>
  string()
    .nullable()
    .oneOf([...values, null]);

export const signUpSchema = object({ name: nameField(), email: emailField(), password: newPasswordField() });

export const signInSchema = object({ email: emailField(), password: signInPasswordField() });

export const passwordResetRequestSchema = object({ email: emailField() });

export const newPasswordSchema = object({ password: newPasswordField() });

export const newsletterSchema = object({ email: emailField() });

export const updateMeSchema = object({
  name: whenGiven(nameField(), MESSAGES.nameRequired),
  newPassword: optionalNewPasswordField(),
  currentPassword: string()
    .nullable()
    .test("needed", MESSAGES.currentPasswordRequired, function needed(value) {
      return !(this.parent as { newPassword?: string | null }).newPassword || !!value;
    }),
});

export const createUserSchema = object({
  name: nameField(),
  email: emailField(),
  password: newPasswordField(),
  referralScore: referralScore().nullable(),
  role: oneOf(ROLES),
  accountStatus: oneOf(ACCOUNT_STATUSES),
  membershipTier: oneOf(MEMBERSHIP_TIERS),
  badge: oneOf(BADGES),
});

/** Left out or null: unchanged. An empty password too leaves the password as it is. */
export const updateUserSchema = object({
  name: whenGiven(nameField(), MESSAGES.nameRequired),
  email: whenGiven(emailField(), MESSAGES.emailRequired),
  password: optionalNewPasswordField(),
  referralScore: referralScore().nullable(),
  expirationDate: expiryField(),
  role: oneOf(ROLES),
  accountStatus: oneOf(ACCOUNT_STATUSES),
  membershipTier: oneOf(MEMBERSHIP_TIERS),
  badge: oneOf(BADGES),
});

export const upgradeUserSchema = object({
  membershipTier: string()
    .nullable()
    .test("tier", MESSAGES.selectTier, (value) => !!value && (MEMBERSHIP_TIERS as readonly string[]).includes(value)),
  expirationDate: expiryField(),
});
