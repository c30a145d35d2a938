import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../app";
import { loadConfig, type AppConfig } from "../config/env";
import { seedDatabase } from "../db/seed/seed";
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from "./test-database";

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestServer {
  url: string;
  config: AppConfig;
  database: TestDatabase;
  graphql: <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) => Promise<GraphQLResponse<T>>;
  close: () => Promise<void>;
}

/** A stand-in for the built client, so the HTTP fallbacks can be tested without a Vite build. */
function fakeClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "gym-client-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>client index</title><div id=root></div>");
  writeFileSync(path.join(dir, "playground.html"), "<!doctype html><title>GraphQL playground</title>");
  return dir;
}

/** The real app over HTTP on a random loopback port, on a fresh (optionally seeded) database. */
export async function startTestServer(kind: TestDatabaseKind, options: { seed?: boolean } = {}): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  if (options.seed !== false) await seedDatabase(database.dataSource);
  const dataDir = mkdtempSync(path.join(tmpdir(), "gym-data-"));
  const config: AppConfig = { ...loadConfig({ DATA_DIR: dataDir, PORT: "0" }), database: database.config };
  const { app, stop } = await createApp(config, database.dataSource, { clientDir: fakeClientDir() });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config,
    database,
    graphql: async (query, variables) => {
      const response = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stop();
      await database.drop();
    },
  };
}
