import { mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { MESSAGES } from "../../../common/validation";
import { createApp, type CreatedApp } from "../app";
import { loadConfig } from "../config/env";
import { openDatabase } from "../db/data-source";
import { seedDatabase } from "../db/seed/seed";
import { findMariaDb, PrivateMariaDb } from "./private-mariadb";

const binaries = findMariaDb();
const inCi = Boolean(process.env.CI) && process.env.CI !== "false";
if (!binaries && !inCi) console.warn("mariadbd / mariadb-install-db not found: the page outage test is skipped.");
const maybe = binaries || inCi ? it : it.skip;

/** Issue 14 item 6: a page request while the database is down or hung gets a 503 HTML page, promptly. */
describe("HTML pages while MariaDB is away", () => {
  let db: PrivateMariaDb | undefined;
  let dataSource: DataSource | undefined;
  let created: CreatedApp | undefined;
  let server: Server | undefined;
  let url = "";

  beforeAll(async () => {
    if (!binaries) return;
    db = await PrivateMariaDb.create(binaries);
    const clientDir = mkdtempSync(path.join(tmpdir(), "gym-client-"));
    writeFileSync(
      path.join(clientDir, "index.html"),
      "<!doctype html><html><head><title>client</title></head><body><div id=root></div></body></html>",
    );
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gym-data-")), PORT: "0", DATABASE_URL: db.url });
    dataSource = await openDatabase(config.database);
    await seedDatabase(dataSource);
    created = await createApp(config, dataSource, { clientDir });
    server = created.app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    db?.thaw();
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await created?.stop();
    await dataSource?.destroy().catch(() => undefined);
    await db?.destroy();
  }, 60_000);

  /** Pages that need the database before they can answer: a blog post's existence decides its status. */
  let pages = 0;
  /** Each call asks for another post, so no cached answer stands in for the database. */
  async function page(): Promise<{ status: number; type: string | null; retryAfter: string | null; body: string; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${url}/blog/${++pages}`, {
      headers: { accept: "text/html" },
      redirect: "manual",
      signal: AbortSignal.timeout(20_000),
    });
    const body = await response.text();
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      retryAfter: response.headers.get("retry-after"),
      body,
      ms: performance.now() - started,
    };
  }

  function expectUnavailablePage(answer: Awaited<ReturnType<typeof page>>) {
    expect(answer).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
    expect(answer.type).toMatch(/^text\/html/);
    expect(answer.body).toContain(MESSAGES.pageUnavailable);
  }

  maybe(
    "answers a 503 HTML page when the database is down",
    async () => {
      if (!db) throw new Error("CI is set but mariadbd / mariadb-install-db are not installed");
      expect([200, 302]).toContain((await page()).status);
      await db.stop("SIGKILL");
      try {
        expectUnavailablePage(await page());
      } finally {
        await db.start();
      }
    },
    60_000,
  );

  maybe(
    "answers a 503 HTML page within seconds when the database hangs",
    async () => {
      if (!db) throw new Error("CI is set but mariadbd / mariadb-install-db are not installed");
      expect([200, 302, 503]).toContain((await page()).status);
      db.freeze();
      try {
        const answer = await page();
        expectUnavailablePage(answer);
        expect(answer.ms).toBeLessThan(8000);
      } finally {
        db.thaw();
      }
    },
    60_000,
  );
});
