import { closeSync, mkdirSync, openSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { DataSource } from "typeorm";
import type { DatabaseConfig } from "../../config/env";

export interface MysqlDump {
  format: "gym-backup/1";
  createdAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

/** Tables in dependency order (parents first); migrations' own table comes along. */
export function tableNames(dataSource: DataSource): string[] {
  const names = dataSource.entityMetadatas.map((m) => m.tableName);
  return ["migrations", ...names.filter((n) => n !== "password_reset_tokens"), "password_reset_tokens"];
}

/**
 * SQLite: an online backup through SQLite's backup API (safe while the server writes).
 * MySQL/MariaDB: every table read inside one consistent-snapshot transaction, as JSON.
 */
export async function backupDatabase(database: DatabaseConfig, dataSource: DataSource, file: string): Promise<string> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (database.kind === "sqlite") {
    // Backups hold every account: created readable by the owner only.
    closeSync(openSync(file, "w", 0o600));
    const source = new Database(database.location, { readonly: true, fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return file;
  }
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query("SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ");
    await runner.query("START TRANSACTION WITH CONSISTENT SNAPSHOT");
    const dump: MysqlDump = { format: "gym-backup/1", createdAt: new Date().toISOString(), tables: {} };
    for (const table of tableNames(dataSource)) {
      dump.tables[table] = (await runner.query(`SELECT * FROM \`${table}\``)) as Record<string, unknown>[];
    }
    await runner.query("COMMIT");
    writeFileSync(file, JSON.stringify(dump), { mode: 0o600 });
    return file;
  } finally {
    await runner.release();
  }
}
