import { copyFileSync, readFileSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import type { DataSource } from "typeorm";
import type { DatabaseConfig } from "../../config/env";
import { tableNames, type MysqlDump } from "./backup";

const BATCH = 200;

/**
 * Replaces the database's content with a backup. Run it with the server stopped.
 * SQLite: the backup file is checked and copied into place. MySQL: one transaction empties
 * every table and inserts the dump's rows, so a failed restore changes nothing.
 */
export async function restoreDatabase(database: DatabaseConfig, file: string, open: () => Promise<DataSource>): Promise<void> {
  if (database.kind === "sqlite") {
    const check = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const result = check.pragma("integrity_check", { simple: true });
      if (result !== "ok") throw new Error(`Backup ${file} is damaged: ${String(result)}`);
      check.prepare("SELECT 1 FROM migrations LIMIT 1").get();
    } catch (error) {
      throw new Error(
        `${file} is not a backup made by npm run backup (${error instanceof Error ? error.message : String(error)}); nothing was changed`,
      );
    } finally {
      check.close();
    }
    for (const suffix of ["-wal", "-shm"]) rmSync(`${database.location}${suffix}`, { force: true });
    copyFileSync(file, database.location);
    return;
  }
  const dump = JSON.parse(readFileSync(file, "utf8")) as MysqlDump;
  if (dump.format !== "gym-backup/1") throw new Error(`${file} is not a backup made by npm run backup`);
  const dataSource = await open();
  try {
    await dataSource.transaction(async (manager) => {
      await manager.query("SET FOREIGN_KEY_CHECKS = 0");
      const tables = tableNames(dataSource);
      for (const table of [...tables].reverse()) await manager.query(`DELETE FROM \`${table}\``);
      for (const table of tables) {
        const rows = dump.tables[table] ?? [];
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = rows.slice(i, i + BATCH);
          const columns = Object.keys(batch[0] ?? {});
          const placeholders = batch.map(() => `(${columns.map(() => "?").join(", ")})`).join(", ");
          const values = batch.flatMap((row) => columns.map((c) => toSqlValue(row[c])));
          await manager.query(`INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(", ")}) VALUES ${placeholders}`, values);
        }
      }
      await manager.query("SET FOREIGN_KEY_CHECKS = 1");
    });
  } finally {
    await dataSource.destroy();
  }
}

/** JSON turned DATETIME columns into ISO strings; MySQL wants 'YYYY-MM-DD HH:MM:SS.mmm'. */
function toSqlValue(value: unknown): unknown {
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)) {
    return value.replace("T", " ").replace("Z", "");
  }
  return value;
}
