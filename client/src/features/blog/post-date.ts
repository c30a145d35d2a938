const usLongDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A post's date is a calendar day (YYYY-MM-DD), not an instant: it is read and written in UTC
 * so no visitor's time zone can move it to the day before.
 */
export function formatPostDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return date;
  const [, year = 0, month = 0, day = 0] = match.map(Number);
  const value = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March; such a date is shown as stored.
  return value.getUTCDate() === day ? usLongDate.format(value) : date;
}
