import {
  CONTENT_LIMITS as L, CONTENT_MESSAGES, emailRule, instagramRule, optionalText, requiredText, type DayHours,
} from "../../../../../../common/validation";
import * as Yup from "yup";
import type { AdminContactInfoFragment } from "../../../../graphql/generated";
import { ruleField } from "../../../../components/admin/rule-field";

export interface DayHoursValue {
  day: string;
  open: boolean;
  opens: string;
  closes: string;
}

export interface ContactValues {
  phone: string;
  alternatePhone: string;
  whatsapp: string;
  email: string;
  address: string;
  city: string;
  instagram: string;
  openingHours: DayHoursValue[];
}

export const CONTACT_FIELDS = ["phone", "alternatePhone", "whatsapp", "email", "address", "city", "instagram", "openingHours"] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Open days need two 24-hour times with closing after opening, as the server requires. */
export const validDay = ({ open, opens, closes }: DayHoursValue) =>
  !open || (TIME.test(opens) && TIME.test(closes) && opens < closes);

export const contactSchema = Yup.object({
  phone: ruleField(requiredText("Phone", L.phoneMax)),
  alternatePhone: ruleField(optionalText("Alternate phone", L.phoneMax)),
  whatsapp: ruleField(requiredText("WhatsApp", L.phoneMax)),
  email: ruleField(emailRule),
  address: ruleField(requiredText("Address", L.addressMax)),
  city: ruleField(optionalText("City", L.cityMax)),
  instagram: ruleField(instagramRule),
  openingHours: Yup.array(
    Yup.object().test("hours", CONTENT_MESSAGES.timeInvalid, (day) => validDay(day as unknown as DayHoursValue)),
  ),
});

export function contactValues(info: AdminContactInfoFragment): ContactValues {
  return {
    phone: info.phone,
    alternatePhone: info.alternatePhone ?? "",
    whatsapp: info.whatsapp,
    email: info.email,
    address: info.address,
    city: info.city,
    instagram: info.instagram,
    openingHours: info.openingHours.map(({ day, opens, closes }) => ({
      day,
      open: !!(opens && closes),
      opens: opens ?? "",
      closes: closes ?? "",
    })),
  };
}

export function toDayHours(days: readonly DayHoursValue[]): DayHours[] {
  return days.map(({ day, open, opens, closes }) => (open ? { day, opens, closes } : { day, opens: null, closes: null }));
}

export function contactInput(values: ContactValues) {
  return {
    phone: values.phone.trim(),
    alternatePhone: values.alternatePhone.trim(),
    whatsapp: values.whatsapp.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    instagram: values.instagram.trim().replace(/^@/, ""),
    openingHours: toDayHours(values.openingHours),
  };
}
