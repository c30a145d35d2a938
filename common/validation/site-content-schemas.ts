import { array, object, string, type StringSchema } from "yup";
import { CONTENT_LIMITS as L, CONTENT_MESSAGES } from "./content-limits";
import { emailField, instagramField, optionalText, requiredText, urlField } from "./fields";
import { WEEK_DAYS } from "../opening-hours";

// The single-record pages (hero, about, contact, settings). Their forms need every field, but
// the API keeps a field's previous value when it is left out, null or empty (docs/spec.md section 5):
// each API schema is its form's fields with "required" taken off.

type Fields = Record<string, StringSchema<string | undefined> | StringSchema<string | null | undefined>>;

const whenSupplied = <F extends Fields>(fields: F) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.notRequired()])) as {
    [K in keyof F]: StringSchema<string | null | undefined>;
  };

const heroFields = {
  title: requiredText("Title", L.titleMax),
  subtitle: requiredText("Subtitle", L.subtitleMax),
  image: urlField("Image"),
};

const aboutFields = {
  title: requiredText("Title", L.titleMax),
  content: requiredText("Content", L.articleMax),
  image: urlField("Image"),
};

const contactFields = {
  phone: requiredText("Phone", L.phoneMax),
  alternatePhone: optionalText("Alternate phone", L.phoneMax),
  whatsapp: requiredText("WhatsApp", L.phoneMax),
  email: emailField(),
  address: requiredText("Address", L.addressMax),
  city: optionalText("City", L.cityMax),
  instagram: instagramField(),
};

/** All nine are required in the form: each one appears on every public page. */
const settingsFields = {
  siteName: requiredText("Site name", L.siteNameMax),
  tagline: requiredText("Tagline", L.taglineMax),
  licenceNumber: requiredText("Licence number", L.licenceMax),
  metaDescription: requiredText("Meta description", L.metaDescriptionMax),
  footerText: requiredText("Footer text", L.footerTextMax),
  logo: urlField("Logo"),
  footerLogo: urlField("Footer logo"),
  favicon: urlField("Favicon"),
  featuredImage: urlField("Featured image"),
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day is closed (no times) or open with two 24-hour times, closing after opening. */
const validHours = (opens: string | null | undefined, closes: string | null | undefined) =>
  (!opens && !closes) || (!!opens && !!closes && TIME.test(opens) && TIME.test(closes) && opens < closes);

interface DayHoursInput {
  day?: string;
  opens?: string | null;
  closes?: string | null;
}

/** Exactly the seven days in order; the message names the first day that is wrong. */
const openingHoursField = () =>
  array(object({ day: string(), opens: string().nullable(), closes: string().nullable() }))
    .nullable()
    .test("week", function week(hours?: DayHoursInput[] | null) {
      if (!hours) return true;
      if (hours.length !== WEEK_DAYS.length || hours.some((entry, i) => entry.day !== WEEK_DAYS[i])) {
        return this.createError({ message: CONTENT_MESSAGES.allSevenDays });
      }
      const wrong = hours.find(({ opens, closes }) => !validHours(opens, closes));
      return wrong ? this.createError({ message: `${wrong.day}: ${CONTENT_MESSAGES.timeInvalid}` }) : true;
    });

export const heroSchema = object(whenSupplied(heroFields));
export const aboutSchema = object(whenSupplied(aboutFields));
export const contactInfoSchema = object({ ...whenSupplied(contactFields), openingHours: openingHoursField() });
export const siteSettingsSchema = object(whenSupplied(settingsFields));

export const heroFormSchema = object(heroFields);
export const aboutFormSchema = object(aboutFields);
export const siteSettingsFormSchema = object(settingsFields);

/** The form holds each day as open or closed with two times, and marks the wrong day itself. */
export const contactInfoFormSchema = object({
  ...contactFields,
  openingHours: array(
    object().test("hours", CONTENT_MESSAGES.timeInvalid, (day) => {
      const { open, opens, closes } = day as { open?: boolean; opens?: string; closes?: string };
      return !open || (!!opens && !!closes && validHours(opens, closes));
    }),
  ),
});
