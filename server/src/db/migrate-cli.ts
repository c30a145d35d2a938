import "reflect-metadata";
import { complain, say } from "../logging/cli-output";
import { loadConfig } from "../config/env";
import { openDatabase } from "./data-source";
import { seedDatabase } from "./seed/seed";

async function run(): Promise<void> {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database);
  const [applied] = await dataSource.query<{ n: number | string }[]>("SELECT COUNT(*) AS n FROM migrations");
  say(`Migrations up to date on ${config.database.kind} (${applied?.n ?? 0} applied).`);
  if (process.argv.includes("--seed")) say(`Seeded: ${(await seedDatabase(dataSource, config)).join(", ") || "nothing new"}`);
  await dataSource.destroy();
}

run().catch((error) => {
  complain(error);
  process.exit(1);
});
