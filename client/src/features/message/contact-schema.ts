import type { ContactMessageInput } from "../../graphql/generated";

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;

export const emptyContactValues: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

export function toContactInput(values: ContactValues): ContactMessageInput {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
