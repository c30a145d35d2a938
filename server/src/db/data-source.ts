import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import { DataSource, DataSourceOptions } from "typeorm";
import type { DatabaseConfig } from "../config/env";
import { entities } from "./entities";
import { migrations } from "./migrations";

function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = { entities, migrations, migrationsRun: false, synchronize: false, logging: false } as const;
  if (database.kind === "sqlite") {
    mkdirSync(path.dirname(database.location), { recursive: true });
    // A new database file is the owner's alone (SQLite gives its WAL files the same mode).
    closeSync(openSync(database.location, "a", 0o600));
    return {
      ...common,
      type: "better-sqlite3",
      database: database.location,
      // WAL lets readers continue while a write is in progress.
      prepareDatabase: (db: BetterSqlite3.Database) => {
        db.pragma("journal_mode = WAL");
        db.pragma("foreign_keys = ON");
        db.pragma("busy_timeout = 5000");
      },
    };
  }
  return {
    ...common,
    type: database.kind,
    url: database.location,
    charset: "utf8mb4_unicode_ci",
    timezone: "Z",
    poolSize: 10,
    connectTimeout: 10_000,
  };
}

export function createDataSource(database: DatabaseConfig): DataSource {
  return new DataSource(dataSourceOptions(database));
}

/** Opens the connection and applies pending migrations; never synchronizes. */
export async function openDatabase(database: DatabaseConfig): Promise<DataSource> {
  const dataSource = createDataSource(database);
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });
  return dataSource;
}
