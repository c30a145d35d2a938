/** Wording for the dashboard's activity feed and system panel. */
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** 'YYYY-MM-DD' -> 'Jan 5'; the day is already India's, so it is read as a plain calendar date. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}

/** 93784 -> '1d 2h 3m'; under a minute reads 'less than a minute'. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days && `${days}d`, hours && `${hours}h`, minutes && `${minutes}m`].filter(Boolean);
  return parts.length ? parts.join(" ") : "less than a minute";
}

const DATABASES: Record<string, string> = { sqlite: "SQLite", mysql: "MySQL", mariadb: "MariaDB" };

export function databaseLabel(kind: string): string {
  return DATABASES[kind] ?? kind;
}

const VERBS: Record<string, string> = { create: "Created", update: "Updated", delete: "Deleted" };

/** 'blog.update' on 'BlogPost' -> 'Updated blog post'. */
export function activityLabel(action: string, entityType: string): string {
  const verb = action.split(".").pop() ?? action;
  const label = VERBS[verb] ?? verb.charAt(0).toUpperCase() + verb.slice(1);
  const entity = entityType.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return `${label} ${entity}`;
}

/** Compact figures for the stat cards: 2500 -> '2.5K'. */
export function compactNumber(value: number): string {
  return new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }).format(value);
}
