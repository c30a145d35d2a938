import type { DataSource } from "typeorm";
import { MoreThanOrEqual } from "typeorm";
import type { RateLimits } from "../../auth/rate-limits";
import { isCountedPage } from "../../../../common/routes";
import { gymToday } from "../../../../common/gym-time";
import { PageViewDay } from "./page-view.entity";

const DAY_MS = 86_400_000;

export class PageViewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits: RateLimits,
  ) {}

  /** Counts one view of a public page for today; other paths are ignored. */
  async record(path: string, clientKey: string): Promise<boolean> {
    if (path.length > 200 || !isCountedPage(path)) return false;
    await this.rateLimits.consume("pageView", clientKey);
    const upsert =
      this.dataSource.driver.options.type === "better-sqlite3"
        ? "INSERT INTO page_views_daily (day, views) VALUES (?, 1) ON CONFLICT(day) DO UPDATE SET views = views + 1"
        : "INSERT INTO page_views_daily (day, views) VALUES (?, 1) ON DUPLICATE KEY UPDATE views = views + 1";
    await this.dataSource.query(upsert, [gymToday()]);
    return true;
  }

  /** The last `days` days, oldest first, with zero for days without views. */
  async lastDays(days: number, now = new Date()): Promise<{ day: string; views: number }[]> {
    const dates = Array.from({ length: days }, (_, i) => gymToday(new Date(now.getTime() - (days - 1 - i) * DAY_MS)));
    const rows = await this.dataSource.getRepository(PageViewDay).findBy({ day: MoreThanOrEqual(dates[0] ?? gymToday(now)) });
    const byDay = new Map(rows.map((row) => [row.day, row.views]));
    return dates.map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  }
}
