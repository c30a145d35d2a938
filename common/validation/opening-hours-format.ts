export interface DayHours {
  day: string;
  opens: string | null;
  closes: string | null;
}

/** "06:00" → "6:00 AM". */
function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Consecutive days with equal hours collapsed: ["Monday – Saturday: 6:00 AM – 10:00 PM", "Sunday: Closed"]. */
export function describeOpeningHours(hours: DayHours[]): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    const first = hours[start]!;
    const next = hours[i];
    if (next && next.opens === first.opens && next.closes === first.closes) continue;
    const { opens, closes } = first;
    const days = i - 1 === start ? first.day : `${first.day} – ${hours[i - 1]!.day}`;
    lines.push(`${days}: ${opens && closes ? `${formatTime(opens)} – ${formatTime(closes)}` : "Closed"}`);
    start = i;
  }
  return lines;
}

export const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
