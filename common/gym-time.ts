/**
 * The gym is in India, and every date a person reads is the gym's date, wherever the reader
 * or the server is: an expiry stored as the end of a day in India reads as that day for all.
 */
const GYM_TIME_ZONE = "Asia/Kolkata";

/** India keeps one offset all year (no daylight saving), so a fixed offset is exact. */
export const GYM_UTC_OFFSET = "+05:30";
const GYM_OFFSET_MS = 330 * 60_000;

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: GYM_TIME_ZONE });
const shortDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: GYM_TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: GYM_TIME_ZONE });
// en-CA writes dates as YYYY-MM-DD, the value format of <input type="date">.
const isoDate = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: GYM_TIME_ZONE });

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Today's date at the gym, as YYYY-MM-DD. */
export function gymToday(now = new Date()): string {
  return new Date(now.getTime() + GYM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The gym's wall clock at an instant: YYYY-MM-DD and HH:MM (HH:MM:SS when the seconds are not zero). */
export function gymClock(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + GYM_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(17, 19) === "00" ? local.slice(11, 16) : local.slice(11, 19) };
}

/** Midday at the gym on a YYYY-MM-DD date, so the date reads the same in every time zone nearby. */
export const gymMidday = (day: string): Date => new Date(`${day}T12:00:00${GYM_UTC_OFFSET}`);

/** US long form, e.g. 'January 5, 2025'; `fallback` when there is no valid date. */
export function formatLongDate(value: string | Date | null | undefined, fallback = "Not set"): string {
  const date = toDate(value);
  return date ? longDate.format(date) : fallback;
}

/** 'Jan 5, 2025', for tables; `fallback` when there is no valid date. */
export function formatShortDate(value: string | Date | null | undefined, fallback = "None"): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : fallback;
}

/** 'Mar 15, 2025, 10:00 AM' at the gym; the text itself when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  return date ? dateTime.format(date) : iso;
}

/** YYYY-MM-DD for a date input, or '' when there is no valid date. */
export function toDateInputValue(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? isoDate.format(date) : "";
}

const dayAndTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZone: GYM_TIME_ZONE,
});
const timeOfDay = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: GYM_TIME_ZONE });

/** '24 Nov, 6:12 pm' at the gym, or just '6:12 pm' with `timeOnly`. */
export function formatDayAndTime(value: Date, timeOnly = false): string {
  return (timeOnly ? timeOfDay : dayAndTime).format(value);
}
