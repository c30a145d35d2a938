import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { generateSync } from "otplib";
import { httpRequest } from "./http-client";
import { REPO_ROOT } from "../repo-root";

export const ROOT = REPO_ROOT;
const ADMIN = { email: "faults-admin@example.com", password: "faults-admin-password" };
/** The admin's authenticator secret: admins sign in with a second factor. */
const ADMIN_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Builds server and client when stale, as `npm start` does. Several test files (or Jest
 * workers) may ask at once, and a rebuild empties dist first, so one builds at a time.
 */
export async function ensureBuilt(): Promise<void> {
  const lock = path.join(tmpdir(), `gym-build-${createHash("sha1").update(ROOT).digest("hex").slice(0, 12)}.lock`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSafe(lock) ?? Date.now());
      if (age > 120_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the build lock ${lock}`);
      await sleep(200);
    }
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ensureBuilt: build } = require(path.join(ROOT, "server/scripts/ensure-built.cjs"));
    build("server");
    build("client");
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function statSafe(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  log: () => string;
  exited: Promise<Exit>;
  /** Sends SIGTERM (if still running), waits for the exit and removes the data folder. */
  stop: () => Promise<Exit>;
}

/** Runs dist/server/src/main.js as `npm start` does, in production mode, on a fresh data folder. */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "gym-faults-"));
  let log = "";
  const child = spawn(process.execPath, [path.join(ROOT, "dist/server/src/main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      JWT_SECRET: "faults-test-secret-faults-test-secret-0123456789",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Keep the tail only: an outage can log an error per failed request.
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${log}`);
    const ready = await httpRequest(`${url}/readyz`, { timeoutMs: 2000 }).catch(() => undefined);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server did not become ready:\n${log}`);
    }
    await sleep(150);
  }

  return {
    url,
    port,
    child,
    dataDir,
    log: () => log,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const kill = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const exit = await exited;
      clearTimeout(kill);
      rmSync(dataDir, { recursive: true, force: true });
      return exit;
    },
  };
}

/** Resolves once the server has printed a line matching `pattern`; false after `ms`. */
export async function waitForLog(app: AppProcess, pattern: RegExp, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!pattern.test(app.log())) {
    if (Date.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

/** Signs the admin in over REST; the token reads /api/users/{id}. */
export async function adminSession(url: string): Promise<{ token: string; userId: number }> {
  const response = await httpRequest(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...ADMIN, otp: generateSync({ secret: ADMIN_TOTP_SECRET }) }),
  });
  const body = JSON.parse(response.body);
  if (response.status !== 200 || !body.success) throw new Error(`Admin login failed: ${response.status} ${response.body}`);
  return { token: body.data.token, userId: body.data.user.id };
}
