import path from "node:path";
import Database from "better-sqlite3";
import { adminSession, ensureBuilt, sleep, startAppProcess, type AppProcess } from "./app-process";
import { Load, markersIn, serverErrors, summarize } from "./load";

const CONNECTIONS = 50;
const DURATION_MS = 30_000;

/** Issue 7 item 5 (a): the built server, as `npm start` runs it, on its default embedded database. */
describe("50 connections for 30 s of reads and contact-form writes", () => {
  let app: AppProcess | undefined;

  beforeAll(async () => {
    await ensureBuilt();
    app = await startAppProcess();
  }, 150_000);

  afterAll(async () => {
    await app?.stop();
  }, 20_000);

  it("answers every request without a 5xx and stores every accepted write, and only those", async () => {
    const load = new Load(app!.url, CONNECTIONS, await adminSession(app!.url)).start();
    await sleep(DURATION_MS);
    await load.stop();

    const counts = summarize(load.samples);
    console.log(`load (a): ${JSON.stringify(counts)}`);
    expect(serverErrors(load.samples)).toEqual([]);
    // Every request got a correct answer: no dropped connection, no wrong or ambiguous body.
    expect(load.samples.filter((s) => !["ok", "accepted", "rate-limited"].includes(s.outcome))).toEqual([]);
    for (const kind of ["home", "api", "html"]) expect(counts[`${kind}.ok`]).toBeGreaterThan(100);

    const accepted = load.accepted();
    expect(accepted.length).toBeGreaterThanOrEqual(300);
    // The per-client limit still applies: the one shared client address was refused.
    expect(counts["write.rate-limited"]).toBeGreaterThan(0);

    const db = new Database(path.join(app!.dataDir, "gym.sqlite"), { readonly: true, fileMustExist: true });
    let stored: Set<string>;
    try {
      stored = markersIn(db.prepare("SELECT message FROM contact_messages").pluck().all() as string[]);
    } finally {
      db.close();
    }
    expect(accepted.filter((marker) => !stored.has(marker))).toEqual([]);
    // Every write got a definite answer, so the stored ones are exactly the accepted ones.
    expect(stored.size).toBe(accepted.length);
  }, 90_000);
});
