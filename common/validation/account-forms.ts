import { object, string } from "yup";
import { emailField, nameField, newPasswordField } from "./fields";
import { LIMITS } from "./limits";
import { MESSAGES } from "./messages";
import {
  changeReasonField,
  changesSignIn,
  createUserSchema,
  editNeedsReason,
  newPasswordSchema,
  referralScore,
  signUpSchema,
  updateUserSchema,
} from "./account-schemas";

// What the account forms ask beyond the API's inputs: a repeated password, and fields that the
// API treats as "unchanged" when empty but a form must have filled in.

/** Formik hands Yup empty fields as undefined, which oneOf would let through. */
const confirmPasswordField = (passwordField: string) =>
  string().test("matches", MESSAGES.passwordsDoNotMatch, function matches(value) {
    return (value ?? "") === ((this.parent as Record<string, string | undefined>)[passwordField] ?? "");
  });

export const signUpFormSchema = signUpSchema.shape({ confirmPassword: confirmPasswordField("password") });

export const newPasswordFormSchema = newPasswordSchema.shape({ confirmPassword: confirmPasswordField("password") });

export const changePasswordFormSchema = object({
  currentPassword: string().required(MESSAGES.currentPasswordRequired).max(LIMITS.passwordMax, MESSAGES.passwordTooLong),
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField("newPassword"),
});

export const editNameFormSchema = object({ name: nameField() });

export const addUserFormSchema = createUserSchema.pick(["name", "email", "password", "role"]);

export const editUserFormSchema = updateUserSchema
  .pick(["name", "email", "phone", "role", "accountStatus", "badge", "referralScore", "password"])
  .shape({
    name: nameField(),
    email: emailField(),
    referralScore: referralScore().required(MESSAGES.referralScoreInvalid),
  });

const currentPasswordWhen = (currentEmail: string) =>
  string()
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong)
    .test("needed", MESSAGES.currentPasswordToChangeSignIn, function needed(value) {
      return !!value || !changesSignIn(currentEmail, this.parent as { email?: string; password?: string });
    });

/** An admin editing their own account: a new password or e-mail needs the current password. */
export const editOwnAccountFormSchema = (currentEmail: string) =>
  editUserFormSchema.shape({ currentPassword: currentPasswordWhen(currentEmail) });

/** An admin setting their own password from the users table. */
export const newOwnPasswordFormSchema = (currentEmail: string) =>
  newPasswordFormSchema.shape({ currentPassword: currentPasswordWhen(currentEmail) });

/** The edit form's reason: required once the referral score differs from `currentScore`. */
export const scoreReasonField = (currentScore: number) =>
  changeReasonField().test("needed", MESSAGES.scoreReasonRequired, function needed(value) {
    const score = (this.parent as { referralScore?: number | "" | null }).referralScore;
    if (score === "" || score == null || Number.isNaN(Number(score))) return true;
    return !!value?.trim() || !editNeedsReason(currentScore, { referralScore: Number(score) });
  });
