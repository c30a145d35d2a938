/** Display of the gym's opening-hours setting (one entry per day, Monday first). */
export interface DayHours {
  day: string;
  opens: string | null;
  closes: string | null;
}

export interface HoursLine {
  /** 'Monday – Saturday' or a single day. */
  days: string;
  /** '6:00 AM – 10:00 PM' or 'Closed'. */
  hours: string;
}

/** '06:00' -> '6:00 AM', '22:30' -> '10:30 PM'; anything else is shown as given. */
export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const hour = Number(match[1]);
  const suffix = hour >= 12 && hour < 24 ? "PM" : "AM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

function hoursText({ opens, closes }: DayHours): string {
  return opens && closes ? `${formatTime(opens)} – ${formatTime(closes)}` : "Closed";
}

/** Consecutive days with the same hours become one line, e.g. 'Monday – Saturday'. */
export function groupOpeningHours(days: readonly DayHours[]): HoursLine[] {
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const day of days) {
    const hours = hoursText(day);
    const previous = groups[groups.length - 1];
    if (previous && previous.hours === hours) previous.last = day.day;
    else groups.push({ first: day.day, last: day.day, hours });
  }
  return groups.map(({ first, last, hours }) => ({ days: first === last ? first : `${first} – ${last}`, hours }));
}

/** One line per group: ["Monday – Saturday: 6:00 AM – 10:00 PM", "Sunday: Closed"]. */
export function describeOpeningHours(days: readonly DayHours[]): string[] {
  return groupOpeningHours(days).map((line) => `${line.days}: ${line.hours}`);
}

/** One sentence for running text: 'Monday – Saturday: 6:00 AM – 10:00 PM; Sunday: Closed'. */
export function openingHoursSentence(days: readonly DayHours[]): string {
  return describeOpeningHours(days).join("; ");
}

export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
