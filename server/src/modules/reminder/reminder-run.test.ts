import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { parseExpiry } from "../../../../common/validation";
import { loadConfig, type AppConfig } from "../../config/env";
import { openDatabase } from "../../db/data-source";
import { createJobRunner } from "../../jobs/scheduled-jobs";
import { createServices, type Services } from "../../services";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { User } from "../user/user.entity";
import { AccountStatus } from "../user/user.enums";
import { ReminderSend } from "./reminder-send.entity";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 11:30 in Guwahati on 10 June 2026. */
const NOW = new Date("2026-06-10T06:00:00Z");
const dayOffset = (days: number, from = "2026-06-10") =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface AppInstance {
  dataSource: DataSource;
  services: Services;
}

/** Two app servers' worth of services and connections on one database, sharing one outbox. */
describe.each(testDatabaseKinds())("renewal reminders with two app servers on one %s database", (kind) => {
  let database: TestDatabase;
  let config: AppConfig;
  let apps: [AppInstance, AppInstance];

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    config = { ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gym-reminders-")), PORT: "0" }), database: database.config };
    const second = await openDatabase(database.config);
    apps = [database.dataSource, second].map((dataSource) => ({ dataSource, services: createServices(dataSource, config) })) as [
      AppInstance,
      AppInstance,
    ];
  });
  afterEach(async () => {
    for (const app of apps) await app.services.rateLimits.close();
    await apps[1].dataSource.destroy();
    await database.drop();
  });

  /** The mails in the outbox, one string each, soft line breaks undone. */
  const outbox = (): string[] => {
    const dir = path.join(config.dataDir, "outbox");
    let files: string[];
    try {
      files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
    } catch {
      return [];
    }
    // Soft line breaks of quoted-printable undone, and folded header lines unfolded.
    return files.map((file) =>
      readFileSync(path.join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/\r?\n[ \t]+/g, " "),
    );
  };
  const mailsTo = (email: string) => outbox().filter((mail) => mail.includes(`To: ${email}`));

  const member = async (name: string, daysLeft: number, extra: Partial<User> = {}) => {
    const user = await apps[0].services.users.create({ name, email: `${name}@example.com`, password: "correct-horse" }, undefined, {
      emailVerified: true,
    });
    await apps[0].dataSource.manager.update(User, { id: user.id }, { expirationDate: parseExpiry(dayOffset(daysLeft)), ...extra });
    return user;
  };

  it("mails each due member once per kind, even with two servers at once and when run again", async () => {
    await member("thirty", 30);
    await member("seven", 7);
    await member("one", 1);
    await member("caughtup", 25);
    await member("fivedays", 5);
    await member("lapsed", -7);
    await member("lapsedlong", -20);
    await member("optedout", 30);
    await member("inactive", 30, { accountStatus: AccountStatus.inactive });
    await member("today", 0);
    await member("notyet", 31);
    await member("noexpiry", 0, { expirationDate: null });
    await apps[0].services.reminders.optOut("optedout@example.com", "reminders");

    const [first, second] = await Promise.all(apps.map((app) => app.services.reminders.run(NOW)));
    expect(first.sent + second.sent).toBe(6);

    const sends = await apps[0].dataSource.manager.find(ReminderSend, { order: { userId: "ASC" } });
    const byName = async () => {
      const users = await apps[0].dataSource.manager.find(User);
      const rows = await apps[0].dataSource.manager.find(ReminderSend);
      return Object.fromEntries(
        rows.map((row) => [
          `${users.find((u) => u.id === row.userId)!.name} ${row.kind}`,
          { expiry: row.expiryDate, sent: row.sentAt !== null },
        ]),
      );
    };
    expect(sends).toHaveLength(6);
    expect(await byName()).toEqual({
      "thirty before_30": { expiry: "2026-07-10", sent: true },
      "seven before_7": { expiry: "2026-06-17", sent: true },
      "one before_1": { expiry: "2026-06-11", sent: true },
      // Missed days are caught up with the reminder of that stretch only.
      "caughtup before_30": { expiry: "2026-07-05", sent: true },
      "fivedays before_7": { expiry: "2026-06-15", sent: true },
      "lapsed win_back": { expiry: "2026-06-03", sent: true },
    });
    for (const name of ["thirty", "seven", "one", "caughtup", "fivedays", "lapsed"]) expect(mailsTo(`${name}@example.com`)).toHaveLength(1);
    expect(outbox()).toHaveLength(6);

    const thirty = mailsTo("thirty@example.com")[0];
    expect(thirty).toContain("List-Unsubscribe: <http");
    expect(thirty).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(thirty).toContain("Hi thirty,");
    expect(thirty).toContain("July 10, 2026");
    expect(thirty).toContain("Content-Type: text/html");

    // Run again, on both servers and through the job runner: nothing more goes out.
    const again = await Promise.all(apps.map((app) => app.services.reminders.run(NOW)));
    expect(again.map((r) => r.sent)).toEqual([0, 0]);
    await Promise.all(apps.map((app) => createJobRunner(app.dataSource, app.services).runDue(NOW)));
    expect(outbox()).toHaveLength(6);
    expect(await apps[1].services.reminders.dueAt(NOW)).toEqual([]);

    // 23 days later the 30-day member is at 7 days: the next kind is due, once.
    const later = new Date(NOW.getTime() + 23 * DAY_MS);
    const dry = await apps[1].services.reminders.dueAt(later);
    expect(dry.map((r) => `${r.email} ${r.kind} ${r.daysLeft}`)).toContain("thirty@example.com before_7 7");
    expect(outbox()).toHaveLength(6);
    await Promise.all(apps.map((app) => app.services.reminders.run(later)));
    expect(mailsTo("thirty@example.com")).toHaveLength(2);
    await Promise.all(apps.map((app) => app.services.reminders.run(later)));
    expect(mailsTo("thirty@example.com")).toHaveLength(2);
  });

  it("sends again for a new expiry after renewal, and retries a failed send once by one server", async () => {
    const user = await member("renewer", 7);
    const failing = jest.spyOn(apps[0].services.mail, "send").mockRejectedValueOnce(new Error("SMTP down"));
    const first = await apps[0].services.reminders.run(NOW);
    expect(first).toMatchObject({ sent: 0, failed: 1 });
    failing.mockRestore();
    expect(mailsTo("renewer@example.com")).toHaveLength(0);

    const retries = await Promise.all(apps.map((app) => app.services.reminders.run(NOW)));
    expect(retries.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(mailsTo("renewer@example.com")).toHaveLength(1);
    const [row] = await apps[0].dataSource.manager.find(ReminderSend);
    expect(row).toMatchObject({ attempts: 2, error: null });
    expect(row.sentAt).not.toBeNull();

    // Renewed to a new expiry that is again 7 days away (say an admin corrected it): a new reminder.
    await apps[0].dataSource.manager.update(User, { id: user.id }, { expirationDate: parseExpiry(dayOffset(6)) });
    await apps[1].services.reminders.run(NOW);
    expect(mailsTo("renewer@example.com")).toHaveLength(2);
  });
});
