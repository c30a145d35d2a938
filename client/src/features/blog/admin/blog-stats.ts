import { toDateInputValue } from "../../../../../common/gym-time";

export interface BlogStats {
  total: number;
  thisWeek: number;
  authors: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/spec.md section 9: the 'This Week' window. */
const WEEK_DAYS = 7;

/** Days from `day` to `today`, both YYYY-MM-DD calendar dates. */
function daysBetween(day: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
}

/**
 * Total posts, posts dated within the last seven days (today in the gym's time zone, as the
 * server dates them), and how many different authors have written.
 */
export function blogStats(posts: readonly { date: string; author: string }[], now = new Date()): BlogStats {
  const today = toDateInputValue(now);
  const thisWeek = posts.filter((post) => {
    const age = daysBetween(post.date, today);
    return age >= 0 && age <= WEEK_DAYS;
  }).length;
  const authors = new Set(posts.map((post) => post.author.trim().toLowerCase()).filter(Boolean)).size;
  return { total: posts.length, thisWeek, authors };
}
