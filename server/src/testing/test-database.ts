import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createConnection } from "mysql2/promise";
import type { DataSource } from "typeorm";
import type { DatabaseConfig, DatabaseKind } from "../config/env";
import { openDatabase } from "../db/data-source";

export type TestDatabaseKind = Extract<DatabaseKind, "sqlite" | "mysql">;

/**
 * The databases every data test runs on: SQLite always, MySQL/MariaDB when TEST_MYSQL_URL is
 * set. Under CI=true a missing TEST_MYSQL_URL is an error, so a skipped half never looks green.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  if (process.env.TEST_MYSQL_URL) return ["sqlite", "mysql"];
  if (process.env.CI === "true") {
    throw new Error("CI=true but TEST_MYSQL_URL is not set: the MySQL half of the data tests cannot run.");
  }
  if (!warned) {
    warned = true;
    console.warn("TEST_MYSQL_URL is not set: data tests run on SQLite only (set it to run them on MySQL too).");
  }
  return ["sqlite"];
}
let warned = false;

export interface TestDatabase {
  config: DatabaseConfig;
  dataSource: DataSource;
  /** Closes the connection and removes the database. */
  drop: () => Promise<void>;
}

/** A fresh, migrated, empty database of the given kind, private to the caller. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  const config = kind === "sqlite" ? sqliteConfig() : await createMysqlDatabase();
  const dataSource = await openDatabase(config);
  return {
    config,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (config.kind === "sqlite") rmSync(path.dirname(config.location), { recursive: true, force: true });
      else await dropMysqlDatabase(config.location);
    },
  };
}

function sqliteConfig(): DatabaseConfig {
  const dir = mkdtempSync(path.join(tmpdir(), "gym-test-"));
  return { kind: "sqlite", location: path.join(dir, "gym.sqlite") };
}

async function createMysqlDatabase(): Promise<DatabaseConfig> {
  const base = new URL(process.env.TEST_MYSQL_URL as string);
  const name = `${base.pathname.slice(1)}_${randomBytes(5).toString("hex")}`;
  const admin = await createConnection({ uri: withDatabase(base, "").toString() });
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  return { kind: "mysql", location: withDatabase(base, name).toString() };
}

async function dropMysqlDatabase(location: string): Promise<void> {
  const url = new URL(location);
  const name = url.pathname.slice(1);
  const admin = await createConnection({ uri: withDatabase(url, "").toString() });
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await admin.end();
  }
}

function withDatabase(url: URL, database: string): URL {
  const copy = new URL(url.toString());
  copy.pathname = `/${database}`;
  return copy;
}
