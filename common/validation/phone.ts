import { string } from "yup";

/** What a member's phone number may look like; stored as E.164 (`+919876543210`). */
export const PHONE_MESSAGES = {
  invalid:
    "Please enter an Indian mobile number (10 digits starting with 6-9, optionally with +91 or 0 in front) or an international number starting with +",
} as const;

/** Longest phone text accepted as typed (separators included); stored E.164 is at most 16. */
export const PHONE_INPUT_MAX = 20;

// Spaces, dashes, dots and brackets people put between the digits.
const SEPARATORS = /[\s().-]/g;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const INTERNATIONAL = /^\+[1-9]\d{7,14}$/;

/**
 * The one rule for a member's phone. Accepted: an Indian mobile number (10 digits starting with
 * 6-9) written bare, with a leading 0, or with +91 / 91 / 0091 in front; or any other number
 * written internationally (+ and 8 to 15 digits). Separators (spaces, dashes, dots, brackets)
 * are ignored. Returns the E.164 form, or null when the text is not such a number.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.normalize("NFKC").trim().replace(SEPARATORS, "");
  if (!compact) return null;
  const international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  let national: string;
  if (international.startsWith("+91")) national = international.slice(3);
  else if (international.startsWith("+")) return INTERNATIONAL.test(international) ? international : null;
  else if (/^91\d{10}$/.test(international)) national = international.slice(2);
  else if (/^0\d{10}$/.test(international)) national = international.slice(1);
  else national = international;
  return INDIAN_MOBILE.test(national) ? `+91${national}` : null;
}

/** An optional phone: empty means none; anything else must read as a number normalizePhone accepts. */
export const phoneField = () =>
  string()
    .trim()
    .nullable()
    .max(PHONE_INPUT_MAX, PHONE_MESSAGES.invalid)
    .test("phone", PHONE_MESSAGES.invalid, (value) => !value || normalizePhone(value) !== null);
