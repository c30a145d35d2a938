import "reflect-metadata";
import { complain, say } from "../../logging/cli-output";
import path from "node:path";
import { loadConfig } from "../../config/env";
import { createDataSource, openDatabase } from "../data-source";
import { backupDatabase } from "./backup";
import { restoreDatabase } from "./restore";

/** `npm run backup [file]` and `npm run restore <file>` (restore with the server stopped). */
async function run(): Promise<void> {
  const [command, fileArg] = process.argv.slice(2);
  const config = loadConfig();
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = fileArg ?? path.join(config.dataDir, "backups", `gym-${stamp}.${config.database.kind === "sqlite" ? "sqlite" : "json"}`);
    const dataSource = await openDatabase(config.database);
    try {
      say(`Backup written to ${await backupDatabase(config.database, dataSource, file)}`);
    } finally {
      await dataSource.destroy();
    }
    return;
  }
  if (command === "restore" && fileArg) {
    await restoreDatabase(config.database, fileArg, async () => {
      const dataSource = createDataSource(config.database);
      await dataSource.initialize();
      return dataSource;
    });
    say(`Restored ${config.database.kind} database from ${fileArg}`);
    return;
  }
  complain("Usage: npm run backup [file]  |  npm run restore <file>");
  process.exit(2);
}

run().catch((error) => {
  complain(error instanceof Error ? error.message : error);
  process.exit(1);
});
