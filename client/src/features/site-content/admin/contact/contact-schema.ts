import type { DayHours } from "../../../../../../common/opening-hours";
import type { ContactDetailsFragment } from "../../../../graphql/generated";

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

export function contactValues(info: ContactDetailsFragment): ContactValues {
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
