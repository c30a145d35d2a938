import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { loadConfig, type AppConfig } from "../config/env";
import { openDatabase } from "../db/data-source";
import { AccountDeletion } from "../modules/data-rights/account-deletion.entity";
import { createServices, type Services } from "../services";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../testing/test-database";
import { jobPeriod, JobRunner, type ScheduledJob } from "./job-runner";
import { JobRun } from "./job-run.entity";
import { createJobRunner } from "./scheduled-jobs";

const HOUR_MS = 60 * 60 * 1000;

interface AppInstance {
  dataSource: DataSource;
  services: Services;
}

/** Two app servers' worth of services and connections on one database, sharing one outbox. */
describe.each(testDatabaseKinds())("scheduled jobs with two app servers on one %s database", (kind) => {
  let database: TestDatabase;
  let config: AppConfig;
  let apps: AppInstance[];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    config = { ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gym-jobs-")), PORT: "0" }), database: database.config };
    const second = await openDatabase(database.config);
    apps = [database.dataSource, second].map((dataSource) => ({ dataSource, services: createServices(dataSource, config) }));
  });
  afterEach(async () => {
    for (const app of apps) await app.services.rateLimits.close();
    await apps[1]?.dataSource.destroy();
    await database.drop();
  });

  const erasureMails = () => {
    const outbox = path.join(config.dataDir, "outbox");
    return readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), "utf8").includes("have been erased"));
  };

  it("runs each job once per period in all, so an account is erased and mailed once", async () => {
    const [first, second] = apps as [AppInstance, AppInstance];
    const member = await first.services.users.create({ name: "Leaving", email: "leaving@example.com", password: "correct-horse" });
    await first.dataSource.manager.insert(AccountDeletion, { userId: member.id, eraseAfter: new Date(Date.now() - 1000) });

    const now = new Date();
    const runs = await Promise.all([first, second].map((app) => createJobRunner(app.dataSource, app.services).runDue(now)));
    expect(runs.flat().sort()).toEqual(["contact-message-retention", "erase-deleted-accounts", "renewal-reminders", "webhooks"]);
    expect(erasureMails()).toHaveLength(1);
    const claimed = await first.dataSource.manager.find(JobRun, { order: { job: "ASC" } });
    expect(claimed.map(({ job, period, outcome }) => ({ job, period, outcome }))).toEqual([
      { job: "contact-message-retention", period: jobPeriod(now), outcome: "0 old contact message(s) deleted" },
      { job: "erase-deleted-accounts", period: jobPeriod(now), outcome: "1 account(s) erased" },
      { job: "renewal-reminders", period: jobPeriod(now), outcome: "0 renewal reminder(s) sent, 0 failed" },
      { job: "webhooks", period: jobPeriod(now), outcome: "0 membership expiry webhook event(s) raised, 0 old event(s) deleted" },
    ]);

    expect(await createJobRunner(second.dataSource, second.services).runDue(now)).toEqual([]);
    const nextHour = await createJobRunner(second.dataSource, second.services).runDue(new Date(now.getTime() + HOUR_MS));
    expect(nextHour.sort()).toEqual(["contact-message-retention", "erase-deleted-accounts", "renewal-reminders", "webhooks"]);
    expect(erasureMails()).toHaveLength(1);
  });

  it("runs due work as soon as the app starts it, and stop() waits for that run", async () => {
    const [first] = apps as [AppInstance];
    const runner = createJobRunner(first.dataSource, first.services);
    runner.start();
    await runner.stop();
    const claimed = await first.dataSource.manager.find(JobRun);
    expect(claimed.map((run) => run.job).sort()).toEqual([
      "contact-message-retention",
      "erase-deleted-accounts",
      "renewal-reminders",
      "webhooks",
    ]);
    expect(claimed.every((run) => run.outcome !== null)).toBe(true);
  });

  it("lets servers claim the same hours at the same moment without failing, each job once per hour", async () => {
    const ran: string[] = [];
    const jobs: ScheduledJob[] = ["a", "b", "c", "d", "e"].map((name) => ({
      name,
      run: (now) => Promise.resolve(`${ran.push(`${name} ${jobPeriod(now)}`)}`),
    }));
    // Three at once on each server's connection pool, as restarts and timers can line up.
    const runners = apps.flatMap((app) => [1, 2, 3].map(() => new JobRunner(app.dataSource, jobs)));
    const start = Date.UTC(2026, 10, 1);
    for (let hour = 0; hour < 20; hour++) {
      const now = new Date(start + hour * HOUR_MS);
      const won = await Promise.all(runners.map((runner) => runner.runDue(now)));
      expect(won.flat().sort()).toEqual(["a", "b", "c", "d", "e"]);
    }
    expect(ran).toHaveLength(100);
    expect(new Set(ran).size).toBe(100);
  });
});
