import { contactRules, type Rule } from "../../../../common/validation";
import * as Yup from "yup";
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
  firstName: "", lastName: "", email: "", phone: "", subject: "", message: "",
};

/** Runs a shared rule, so the form says exactly what the server would. */
const fromRule = (rule: Rule) =>
  Yup.string().test("shared-rule", function check(value) {
    const message = rule(value);
    return message ? this.createError({ message }) : true;
  });

export const contactSchema = Yup.object({
  firstName: fromRule(contactRules.firstName),
  lastName: fromRule(contactRules.lastName),
  email: fromRule(contactRules.email),
  phone: fromRule(contactRules.phone),
  subject: fromRule(contactRules.subject),
  message: fromRule(contactRules.message),
});

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
