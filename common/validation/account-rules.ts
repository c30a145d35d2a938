import { LIMITS } from "./limits";
import { MESSAGES, tooLong } from "./messages";

/** Each rule returns the message to show, or undefined when the value is fine. */
export type Rule = (value: string | undefined | null) => string | undefined;

// Deliberately simple: one @, no spaces, a dot in the domain. Delivery proves the rest.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const nameRule: Rule = (value) => {
  const name = value?.trim() ?? "";
  if (!name) return MESSAGES.nameRequired;
  if (name.length > LIMITS.nameMax) return tooLong("Name", LIMITS.nameMax);
  return undefined;
};

export const emailRule: Rule = (value) => {
  const email = value?.trim() ?? "";
  if (!email) return MESSAGES.emailRequired;
  if (email.length > LIMITS.emailMax) return tooLong("Email", LIMITS.emailMax);
  if (!EMAIL_PATTERN.test(email)) return MESSAGES.emailInvalid;
  return undefined;
};

export const newPasswordRule: Rule = (value) => {
  if (!value) return MESSAGES.passwordRequired;
  if (value.length < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  if (value.length > LIMITS.passwordMax) return MESSAGES.passwordTooLong;
  return undefined;
};

/** Sign-in only checks presence and size; the password's strength was checked when it was set. */
export const signInPasswordRule: Rule = (value) => {
  if (!value) return MESSAGES.passwordRequired;
  if (value.length > LIMITS.passwordMax) return MESSAGES.passwordTooLong;
  return undefined;
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
