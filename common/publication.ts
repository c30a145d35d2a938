import { PublicationState } from "./enums";
import { GYM_UTC_OFFSET } from "./gym-time";

// Drafts, scheduled and published content (issue 18): the state shown to admins and the gym
// time a schedule is typed in. Instants are stored in UTC; people read and type gym time.

const GYM_OFFSET_MS = 330 * 60_000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** How long a preview link works unless asked otherwise. */
export const PREVIEW_LINK_DAYS = 7;

export const PUBLICATION_MESSAGES = {
  publishAtRequired: "Choose the date and time to publish at",
  publishAtInvalid: "Enter a date and time like 2026-11-25T18:00",
  publishAtPast: "Choose a time in the future",
  previewExpired: "This preview link has expired; ask for a new one",
} as const;

/** The instant a gym date and time (YYYY-MM-DDTHH:mm, as a datetime-local input gives it) names; null when malformed. */
export function parseGymDateTime(value: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(`${value.trim()}:00${GYM_UTC_OFFSET}`);
  if (Number.isNaN(date.getTime())) return null;
  // A day the calendar does not have (2026-02-30) rolls over; it is refused instead.
  const back = new Date(date.getTime() + GYM_OFFSET_MS);
  const same =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() + 1 === month &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute;
  return same ? date : null;
}

/** The gym date and time of an instant, as a datetime-local input's value (YYYY-MM-DDTHH:mm). */
export function toGymDateTimeInput(value: Date | string): string {
  return new Date(new Date(value).getTime() + GYM_OFFSET_MS).toISOString().slice(0, 16);
}

const badgeTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Kolkata",
});

/** '25 Nov 2026, 6:00 pm' at the gym. */
export function formatGymDateTime(value: Date | string): string {
  return badgeTime.format(new Date(value)).replace(/\bam\b|\bpm\b/gi, (part) => part.toLowerCase());
}

/** The state a stored status and publishAt are in at `now`. */
export function publicationStateOf(status: PublicationState, publishAt: Date | string | null, now = new Date()): PublicationState {
  if (status !== PublicationState.published) return PublicationState.draft;
  return publishAt && new Date(publishAt).getTime() > now.getTime() ? PublicationState.scheduled : PublicationState.published;
}

/** The badge an admin reads on a card: "Draft", "Scheduled · 25 Nov 2026, 6:00 pm" or "Published". */
export function publicationLabel(state: `${PublicationState}`, publishAt: Date | string | null): string {
  // The GraphQL client reads states as plain strings (the enum's values).
  if (state === "scheduled" && publishAt) return `Scheduled · ${formatGymDateTime(publishAt)}`;
  return state === "draft" ? "Draft" : "Published";
}
