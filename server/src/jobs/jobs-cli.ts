import "reflect-metadata";
import { loadConfig } from "../config/env";
import { openDatabase } from "../db/data-source";
import { complain, say } from "../logging/cli-output";
import { createServices } from "../services";
import { jobPeriod } from "./job-runner";
import { createJobRunner } from "./scheduled-jobs";

/** `npm run jobs`: runs now whatever scheduled work no app server has run this hour. */
async function run(): Promise<void> {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  const services = createServices(dataSource, config);
  try {
    const ran = await createJobRunner(dataSource, services).runDue();
    say(ran.length > 0 ? `Ran: ${ran.join(", ")}.` : `Nothing to run: every job has already run in period ${jobPeriod(new Date())}.`);
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
