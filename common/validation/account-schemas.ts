import { phoneField } from "./phone";
import { acceptPoliciesField } from "./policy-versions";
import { array, object, string } from "yup";
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
import { normalizeEmail } from "./email";
import { LIMITS, MEMBER_LIST } from "./limits";
import { parseExpiry } from "./membership";
import { MESSAGES } from "./messages";

// One schema per account input of the GraphQL API; the forms add only what the API lacks.

/** Why an admin changed a membership; optional unless the change needs one. */
export const changeReasonField = () => string().nullable().max(LIMITS.changeReasonMax, MESSAGES.changeReasonTooLong);

export const referralScore = () => wholeNumberField(LIMITS.referralScoreMax, MESSAGES.referralScoreInvalid);
const oneOf = (values: readonly string[]) =>
  string()
    .nullable()
    .oneOf([...values, null]);

export const signUpSchema = object({
  name: nameField(),
  email: emailField(),
  password: newPasswordField(),
  acceptPolicies: acceptPoliciesField(),
});

export const oneTimeCodeField = () => string().trim().required(MESSAGES.otpRequired).max(LIMITS.oneTimeCodeMax, MESSAGES.otpTooLong);

export const signInSchema = object({
  email: emailField(),
  password: signInPasswordField(),
  otp: string().nullable().max(LIMITS.oneTimeCodeMax, MESSAGES.otpTooLong),
});

/** Turning on, changing or turning off one's own second factor needs the current password. */
export const currentPasswordSchema = object({
  currentPassword: string().required(MESSAGES.currentPasswordNeeded).max(LIMITS.passwordMax, MESSAGES.passwordTooLong),
});

export const twoFactorCodeSchema = object({ code: oneTimeCodeField() });

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
  currentPassword: string().nullable().max(LIMITS.passwordMax, MESSAGES.passwordTooLong),
  referralScore: referralScore().nullable(),
  expirationDate: expiryField(),
  phone: phoneField(),
  role: oneOf(ROLES),
  accountStatus: oneOf(ACCOUNT_STATUSES),
  membershipTier: oneOf(MEMBERSHIP_TIERS),
  badge: oneOf(BADGES),
  reason: changeReasonField(),
});

/**
 * Whether an admin's edit needs a reason: it changes the referral score (the member sees every
 * change of their score in their history, with the reason).
 */
export const editNeedsReason = (currentScore: number, change: { referralScore?: number | null }) =>
  change.referralScore != null && change.referralScore !== currentScore;

/**
 * Whether an edit changes what signs the account in, its password or its e-mail: on one's own
 * account that needs the current password (a stolen session must not lock the owner out).
 */
export const changesSignIn = (currentEmail: string, change: { email?: string | null; password?: string | null }) =>
  !!change.password || (change.email != null && normalizeEmail(change.email) !== currentEmail);

export const upgradeUserSchema = object({
  membershipTier: string()
    .nullable()
    .test("tier", MESSAGES.selectTier, (value) => !!value && (MEMBERSHIP_TIERS as readonly string[]).includes(value)),
  expirationDate: expiryField(),
  reason: changeReasonField().test("reason", MESSAGES.upgradeReasonRequired, (value) => !!value && value.trim().length > 0),
});

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const joinedDateField = string()
  .nullable()
  .test("gym-date", MESSAGES.memberJoinedDateInvalid, (value) => !value || (DATE_ONLY.test(value) && parseExpiry(value) !== null));

/** The admin's members list filter (issue 17); the joined range's order is checked with the query. */
export const memberFilterSchema = object({
  ids: array().nullable().max(MEMBER_LIST.bulkMax, MESSAGES.bulkSelectionTooLarge),
  search: string().nullable().max(MEMBER_LIST.searchMax, MESSAGES.memberSearchTooLong),
  joinedFrom: joinedDateField,
  joinedTo: joinedDateField,
});

/** A members list sort: the GraphQL enums already limit its values. */
export const memberSortSchema = object({
  field: string().required(),
  direction: string().required(),
});
