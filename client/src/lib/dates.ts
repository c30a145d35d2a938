/**
 * Dates are shown in the gym's own time zone, so an expiry stored as the end of a day in
 * India reads as that day for every visitor, wherever their browser is.
 */
const GYM_TIME_ZONE = "Asia/Kolkata";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: GYM_TIME_ZONE });
// en-CA writes dates as YYYY-MM-DD, the value format of <input type="date">.
const isoDate = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: GYM_TIME_ZONE,
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** US long form, e.g. 'January 5, 2025'; `fallback` when there is no valid date. */
export function formatLongDate(value: string | Date | null | undefined, fallback = "Not set"): string {
  const date = toDate(value);
  return date ? longDate.format(date) : fallback;
}

/** YYYY-MM-DD for a date input, or '' when there is no valid date. */
export function toDateInputValue(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? isoDate.format(date) : "";
}
