import { EMAIL_PATTERN, LIMITS, MESSAGES, tooLong } from "../../../../common/validation";
import * as Yup from "yup";

/** Yup versions of the shared account rules: same limits, same messages as the server. */
export const nameRule = () =>
  Yup.string().trim().required(MESSAGES.nameRequired).max(LIMITS.nameMax, tooLong("Name", LIMITS.nameMax));

export const emailRule = () =>
  Yup.string()
    .trim()
    .required(MESSAGES.emailRequired)
    .max(LIMITS.emailMax, tooLong("Email", LIMITS.emailMax))
    .matches(EMAIL_PATTERN, MESSAGES.emailInvalid);

export const newPasswordRule = () =>
  Yup.string()
    .required(MESSAGES.passwordRequired)
    .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

/** An empty value means "leave the password unchanged". */
export const optionalNewPasswordRule = () =>
  Yup.string()
    .transform((value: string | undefined) => value || undefined)
    .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

/** Signing in checks presence only; strength was checked when the password was set. */
export const signInPasswordRule = () =>
  Yup.string().required(MESSAGES.passwordRequired).max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

/** Formik hands Yup empty fields as undefined, which oneOf would let through. */
export const confirmPasswordRule = (passwordField: string) =>
  Yup.string().test("matches", MESSAGES.passwordsDoNotMatch, function matches(value) {
    return (value ?? "") === ((this.parent as Record<string, string | undefined>)[passwordField] ?? "");
  });
