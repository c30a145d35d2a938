import { emailRule, type Rule } from "./account-rules";
import { tooLong } from "./messages";

export const CONTACT_LIMITS = {
  firstNameMax: 50,
  lastNameMax: 50,
  phoneMax: 20,
  subjectMax: 150,
  messageMax: 5000,
} as const;

export const CONTACT_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  phoneInvalid: "Please enter a valid phone number",
  sent: "Thank you for your message! We will get back to you soon.",
  subscribed: "Thanks for subscribing! You'll hear from us when we publish something new.",
} as const;

const required = (label: string, missing: string, max: number): Rule => (value) => {
  const text = value?.trim() ?? "";
  if (!text) return missing;
  return text.length > max ? tooLong(label, max) : undefined;
};

// Digits with the usual separators and an optional leading +; 7 to 15 digits in all.
const PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;

export const contactRules = {
  firstName: required("First name", CONTACT_MESSAGES.firstNameRequired, CONTACT_LIMITS.firstNameMax),
  lastName: required("Last name", CONTACT_MESSAGES.lastNameRequired, CONTACT_LIMITS.lastNameMax),
  email: emailRule,
  phone: ((value) => {
    const text = value?.trim() ?? "";
    if (!text) return undefined;
    if (text.length > CONTACT_LIMITS.phoneMax) return tooLong("Phone", CONTACT_LIMITS.phoneMax);
    const digits = text.replace(/\D/g, "").length;
    return PHONE_PATTERN.test(text) && digits >= 7 && digits <= 15 ? undefined : CONTACT_MESSAGES.phoneInvalid;
  }) as Rule,
  subject: required("Subject", CONTACT_MESSAGES.subjectRequired, CONTACT_LIMITS.subjectMax),
  message: required("Message", CONTACT_MESSAGES.messageRequired, CONTACT_LIMITS.messageMax),
};
