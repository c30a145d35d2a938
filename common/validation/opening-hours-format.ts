export interface DayHours {
  day: string;
  opens: string | null;
  closes: string | null;
}

/** "06:00" → "6:00 AM". */
export function formatTime(time: string): string {
  const [h, m] = time.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Consecutive days with equal hours collapsed: ["Monday – Saturday: 6:00 AM – 10:00 PM", "Sunday: Closed"]. */
export function describeOpeningHours(hours: DayHours[]): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    const same = i < hours.length && hours[i].opens === hours[start].opens && hours[i].closes === hours[start].closes;
    if (same) continue;
    const { opens, closes } = hours[start];
    const days = i - 1 === start ? hours[start].day : `${hours[start].day} – ${hours[i - 1].day}`;
    lines.push(`${days}: ${opens && closes ? `${formatTime(opens)} – ${formatTime(closes)}` : "Closed"}`);
    start = i;
  }
  return lines;
}

export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
