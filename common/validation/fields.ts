import { number, string, type StringSchema } from "yup";
import { isSafeUrl } from "../url";
import { normalizeEmail } from "./email";
import { isCommonPassword } from "./common-passwords";
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTENT_LIMITS, CONTENT_MESSAGES } from "./content-limits";
import { LIMITS } from "./limits";
import { MESSAGES, tooLong } from "./messages";
import { isExpiryInRange, parseExpiry } from "./membership";

// The field builders every input schema is made of. Each checks in the order the message
// should win (missing, then too long, then malformed): callers keep the first error per field.

// Deliberately simple: one @, a dot in the domain, delivery proves the rest. Refused anywhere:
// whitespace and control characters (header injection), and what a `mailto:` link would read
// as the start of parameters or a fragment, or as a second address (?, &, #, %, comma,
// semicolon, angle brackets, quotes, backslash): an address shown as a link cannot carry cc,
// bcc or a body.
const EMAIL_PART = String.raw`[^\s\u0000-\u001f\u007f-\u009f@?&#%,;<>"\\]+`;
const EMAIL_PATTERN = new RegExp(`^${EMAIL_PART}@${EMAIL_PART}\\.${EMAIL_PART}$`);

// Digits with the usual separators and an optional leading +; 7 to 15 digits in all.
const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;
const INSTAGRAM_PATTERN = /^[A-Za-z0-9._]{1,30}$/;

export const requiredText = (label: string, max: number, missing = `${label} is required`) =>
  string().trim().required(missing).max(max, tooLong(label, max));

export const optionalText = (label: string, max: number) => string().trim().nullable().max(max, tooLong(label, max));

export const urlField = (label: string, { optional = false } = {}) => {
  const text = string().trim();
  return (optional ? text.nullable() : text.required(`${label} is required`))
    .max(CONTENT_LIMITS.urlMax, tooLong(label, CONTENT_LIMITS.urlMax))
    .test("safe-url", CONTENT_MESSAGES.urlInvalid, (value) => !value || isSafeUrl(value));
};

export const nameField = () => requiredText("Name", LIMITS.nameMax, MESSAGES.nameRequired);

/** Checked in the form the address is stored in, so what passes is what is saved. */
export const emailField = () =>
  string()
    .trim()
    .required(MESSAGES.emailRequired)
    .test("max", tooLong("Email", LIMITS.emailMax), (value) => !value || normalizeEmail(value).length <= LIMITS.emailMax)
    .test("email", MESSAGES.emailInvalid, (value) => {
      if (!value) return true;
      const email = normalizeEmail(value);
      // Too long is reported above; the length bound also keeps the pattern's work small.
      return email.length > LIMITS.emailMax || EMAIL_PATTERN.test(email);
    });

const notCommon = (value: string | null | undefined) => !value || !isCommonPassword(value);

export const newPasswordField = () =>
  string()
    .required(MESSAGES.passwordRequired)
    .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong)
    .test("not-common", MESSAGES.passwordTooCommon, notCommon);

/** An empty value means "leave the password unchanged". */
export const optionalNewPasswordField = () =>
  string()
    .nullable()
    .transform((value: string | null | undefined) => value || undefined)
    .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
    .max(LIMITS.passwordMax, MESSAGES.passwordTooLong)
    .test("not-common", MESSAGES.passwordTooCommon, notCommon);

/** Sign-in only checks presence and size; the password's strength was checked when it was set. */
export const signInPasswordField = () => string().required(MESSAGES.passwordRequired).max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

export const instagramField = () =>
  string()
    .trim()
    .required("Instagram is required")
    .matches(INSTAGRAM_PATTERN, { message: CONTENT_MESSAGES.instagramInvalid, excludeEmptyString: true });

export const contactPhoneField = () =>
  string()
    .trim()
    .nullable()
    .max(CONTACT_LIMITS.phoneMax, tooLong("Phone", CONTACT_LIMITS.phoneMax))
    .test("phone", CONTACT_MESSAGES.phoneInvalid, (value) => {
      if (!value || value.length > CONTACT_LIMITS.phoneMax) return true;
      const digits = value.replace(/\D/g, "").length;
      return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
    });

/** A whole number from 0 to `max`, with one message for every way of missing it. */
export const wholeNumberField = (max: number, message: string) =>
  number().typeError(message).integer(message).min(0, message).max(max, message);

/** YYYY-MM-DD or an ISO date-time; empty means "not given". */
export const expiryField = () =>
  string()
    .nullable()
    .test("expiry", MESSAGES.expiryInvalid, (value) => !value || parseExpiry(value) !== null)
    .test("expiry-range", MESSAGES.expiryOutOfRange, (value) => {
      const expiry = value ? parseExpiry(value) : null;
      return !expiry || isExpiryInRange(expiry);
    });

/** For inputs where null or left out means "unchanged": a value given must still pass. */
export const whenGiven = (field: StringSchema<string>, missing: string) =>
  field.notRequired().test("given", missing, (value) => value !== "");
