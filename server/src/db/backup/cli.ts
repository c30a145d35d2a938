import "reflect-metadata";
import { complain, say } from "../../logging/cli-output";
import path from "node:path";
import { loadConfig } from "../../config/env";
import { describeMediaStorage } from "../../modules/media/storage/media-storage";
import { backupSite, restoreSite } from "./site";

/** `npm run backup [file]` and `npm run restore <file>` (restore with the server stopped). */
async function run(): Promise<void> {
  const [command, fileArg] = process.argv.slice(2);
  const config = loadConfig();
  const where = describeMediaStorage(config);
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = fileArg ?? path.join(config.dataDir, "backups", `gym-${stamp}.${config.database.kind === "sqlite" ? "sqlite" : "json"}`);
    const written = await backupSite(config, file);
    say(`Backup written to ${written.file}`);
    say(`Media: ${written.mediaFiles} files from ${where} copied to ${written.mediaFolder}`);
    return;
  }
  if (command === "restore" && fileArg) {
    const restored = await restoreSite(config, fileArg);
    say(`Restored ${config.database.kind} database from ${fileArg}`);
    say(
      restored.mediaFiles === undefined
        ? `Media: the backup has no media folder; ${where} was left as it is`
        : `Media: ${restored.mediaFiles} files put back into ${where}`,
    );
    return;
  }
  complain("Usage: npm run backup [file]  |  npm run restore <file>");
  process.exit(2);
}

run().catch((error) => {
  complain(error instanceof Error ? error.message : error);
  process.exit(1);
});
