/** When, after `now`, the next already-scheduled change to what visitors see happens (null: none). */
export type NextChangeSource = (now: Date) => Promise<Date | null>;

/** How long a computed next change is reused, so a burst of cache misses asks the database once. */
const REUSE_MS = 1000;

/**
 * The instants at which public content changes by itself: a scheduled post going live, a
 * festive campaign starting or ending. Every public answer is cached no longer than the time
 * left until the next of them, so nothing is served past the moment it is scheduled to change.
 */
export class ContentSchedule {
  private readonly sources: NextChangeSource[] = [];
  private reused?: { at: number; next: Promise<Date | null> };

  /** Each feature with scheduled content registers where its next change is found. */
  register(source: NextChangeSource): void {
    this.sources.push(source);
    this.reused = undefined;
  }

  /** Call after a change to the schedule itself (a post scheduled, a campaign added). */
  forget(): void {
    this.reused = undefined;
  }

  nextChange(now = new Date()): Promise<Date | null> {
    if (this.reused && now.getTime() - this.reused.at >= 0 && now.getTime() - this.reused.at < REUSE_MS) return this.reused.next;
    const next = this.compute(now);
    this.reused = { at: now.getTime(), next };
    next.catch(() => (this.reused = undefined));
    return next;
  }

  /**
   * Whole seconds an answer built at `now` may be kept: at most `maxAge`, never past the next
   * change. Rounded down, so a lifetime in whole seconds ends before the change, not after it;
   * 0 (keep nothing) in the last second before it.
   */
  async maxAge(maxAge: number, now = new Date()): Promise<number> {
    const next = await this.nextChange(now);
    if (!next) return maxAge;
    return Math.max(0, Math.min(maxAge, Math.floor((next.getTime() - now.getTime()) / 1000)));
  }

  private async compute(now: Date): Promise<Date | null> {
    const changes = await Promise.all(this.sources.map((source) => source(now)));
    return changes.reduce<Date | null>((soonest, at) => (at && at > now && (!soonest || at < soonest) ? at : soonest), null);
  }
}
