import "reflect-metadata";
import { loadConfig } from "../config/env";
import { openDatabase } from "../db/data-source";
import { complain, say } from "../logging/cli-output";
import type { DueReminder } from "../modules/reminder/reminder.service";
import { createServices } from "../services";

const line = (r: DueReminder) => `${r.memberId}\t${r.email}\t${r.kind}\t${r.expiryDate}\t${r.daysLeft}`;
const HEADER = "member ID\te-mail\tkind\texpiry\tdays left";

/**
 * `npm run reminders -- --dry-run` lists the renewal reminders a run would send now and writes
 * nothing; without --dry-run it sends them once (each still at most once in all, as the job does).
 */
async function run(): Promise<void> {
  const dryRun = process.argv.includes("--dry-run");
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  const services = createServices(dataSource, config);
  try {
    if (dryRun) {
      const due = await services.reminders.dueAt(new Date());
      say(due.length === 0 ? "No renewal reminders are due." : [HEADER, ...due.map(line)].join("\n"));
      say(`${due.length} reminder(s) would be sent (dry run: nothing was sent or written).`);
      return;
    }
    const result = await services.reminders.run(new Date());
    if (result.due.length > 0) say([HEADER, ...result.due.map(line)].join("\n"));
    say(`${result.sent} reminder(s) sent, ${result.failed} failed.`);
  } finally {
    await services.rateLimits.close();
    await services.responseCache.close();
    await dataSource.destroy();
  }
}

run().catch((error) => {
  complain(error);
  process.exit(1);
});
