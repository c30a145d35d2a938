import { In, type DataSource } from "typeorm";
import { isLockConflict, isUniqueViolation } from "../db/errors";
import { processLogger } from "../logging/current-logger";
import { JobRun } from "./job-run.entity";

export interface ScheduledJob {
  name: string;
  /** Does the work due at `now` and says what it did, for the log and the job_runs row. */
  run: (now: Date) => Promise<string>;
}

/** How often each app server looks for due work; every job runs at most once an hour in all. */
const JOB_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** Each job runs once per hour of UTC, e.g. "2026-11-24T05". */
export const jobPeriod = (now: Date): string => now.toISOString().slice(0, 13);

/**
 * Runs the scheduled jobs on every app server, but each (job, hour) only once in all: a run
 * starts by inserting its job_runs row, and the unique (job, period) key lets one insert win.
 */
export class JobRunner {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: ScheduledJob[],
  ) {}

  /** Runs every job whose current period nobody has claimed yet; returns the names this call ran. */
  async runDue(now = new Date()): Promise<string[]> {
    const claims = await this.claimAll(jobPeriod(now));
    const claimed = this.jobs.flatMap((job) => (claims.has(job.name) ? [{ job, claim: claims.get(job.name)! }] : []));
    const ran: string[] = [];
    for (const { job, claim } of claimed) {
      ran.push(job.name);
      try {
        const outcome = await job.run(now);
        await this.dataSource.manager.update(JobRun, { id: claim }, { outcome: outcome.slice(0, 500) });
        processLogger().info({ job: job.name }, `Job ${job.name}: ${outcome}`);
      } catch (error) {
        // The period stays claimed; the next period tries again.
        processLogger().error({ err: error, job: job.name }, `Job ${job.name} failed`);
      }
    }
    return ran;
  }

  start(): void {
    const tick = () => {
      if (this.running) return;
      this.running = this.runDue()
        .catch((error) => processLogger().error({ err: error }, "Scheduled jobs could not run"))
        .finally(() => (this.running = undefined));
    };
    this.timer = setInterval(tick, JOB_CHECK_INTERVAL_MS);
    this.timer.unref();
    tick();
  }

  /** Stops scheduling and waits for a run in progress, so the database is not closed under it. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /**
   * Claims the period's jobs before any of them runs: all in one INSERT when nobody has claimed
   * any (so servers starting together settle before one opens a long write; on SQLite two
   * connections in one process would otherwise wait on each other), else one by one those
   * still unclaimed, after reading which they are. Returns the job_runs ids this call won.
   */
  private async claimAll(period: string): Promise<Map<string, number>> {
    const names = this.jobs.map((job) => job.name);
    const won = new Map<string, number>();
    try {
      await this.dataSource.manager.insert(
        JobRun,
        names.map((job) => ({ job, period, outcome: null })),
      );
      const rows = await this.dataSource.manager.find(JobRun, { where: { period, job: In(names) } });
      for (const row of rows) won.set(row.job, row.id);
      return won;
    } catch (error) {
      // Another server inserted some of the rows first; on MySQL the two inserts may also deadlock.
      if (!isUniqueViolation(error) && !isLockConflict(error)) throw error;
    }
    const taken = new Set((await this.dataSource.manager.find(JobRun, { where: { period, job: In(names) } })).map((row) => row.job));
    for (const name of names) {
      if (taken.has(name)) continue;
      const claim = await this.claim(name, period);
      if (claim !== null) won.set(name, claim);
    }
    return won;
  }

  private async claim(job: string, period: string, tries = 3): Promise<number | null> {
    try {
      const { identifiers } = await this.dataSource.manager.insert(JobRun, { job, period, outcome: null });
      return Number(identifiers[0]?.id);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      // MySQL chose this insert to break a deadlock: nothing was written, so try again.
      if (isLockConflict(error) && tries > 1) return this.claim(job, period, tries - 1);
      throw error;
    }
  }
}
