import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createConnection, type Connection } from "mysql2/promise";
import { freePort, sleep } from "./app-process";

const SEARCH_PATH = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/local/sbin", "/usr/local/mysql/bin"];

export interface MariaDbBinaries {
  installDb: string;
  server: string;
}

function which(names: string[]): string | undefined {
  for (const dir of SEARCH_PATH) for (const name of names) if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  return undefined;
}

/** The MariaDB server and its data-folder initializer, when installed. */
export function findMariaDb(): MariaDbBinaries | undefined {
  const installDb = which(["mariadb-install-db", "mysql_install_db"]);
  const server = which(["mariadbd", "mysqld"]);
  return installDb && server ? { installDb, server } : undefined;
}

const DATABASE = "gym_faults";
const USER = { name: "gym", password: "gym-faults-password" };
// mariadbd refuses to run as root unless told to.
const AS_USER = process.getuid?.() === 0 ? ["--user=root"] : [];
const SMALL = ["--innodb-buffer-pool-size=32M", "--innodb-log-file-size=16M"];

/**
 * A throwaway MariaDB on a free loopback port with its own data folder, which a test may stop
 * and start again at will; the shared test database is never touched.
 */
export class PrivateMariaDb {
  private child?: ChildProcess;
  private output = "";

  private constructor(
    private readonly binaries: MariaDbBinaries,
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(binaries: MariaDbBinaries): Promise<PrivateMariaDb> {
    const dir = mkdtempSync(path.join(tmpdir(), "gym-mariadb-"));
    const db = new PrivateMariaDb(binaries, dir, await freePort());
    try {
      await promisify(execFile)(
        binaries.installDb,
        ["--no-defaults", `--datadir=${db.dataDir}`, "--auth-root-authentication-method=normal", "--skip-test-db", ...AS_USER, ...SMALL],
        { timeout: 60_000 },
      );
      await db.start();
      await db.asRoot(async (root) => {
        await root.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
        await root.query(`CREATE USER ?@'127.0.0.1' IDENTIFIED BY ?`, [USER.name, USER.password]);
        await root.query(`GRANT ALL PRIVILEGES ON ${DATABASE}.* TO ?@'127.0.0.1'`, [USER.name]);
      });
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return db;
  }

  get dataDir(): string {
    return path.join(this.dir, "data");
  }

  get url(): string {
    return `mariadb://${USER.name}:${USER.password}@127.0.0.1:${this.port}/${DATABASE}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  log(): string {
    return this.output;
  }

  /** Starts (or restarts) the server on the same data folder and port; resolves once it answers. */
  async start(): Promise<void> {
    if (this.running) throw new Error("MariaDB is already running");
    const child = spawn(
      this.binaries.server,
      [
        "--no-defaults",
        `--datadir=${this.dataDir}`,
        `--port=${this.port}`,
        "--bind-address=127.0.0.1",
        `--socket=${path.join(this.dir, "sock")}`,
        `--pid-file=${path.join(this.dir, "pid")}`,
        "--skip-name-resolve",
        ...AS_USER,
        ...SMALL,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    this.child = child;
    child.stdout.on("data", (chunk) => (this.output += chunk));
    child.stderr.on("data", (chunk) => (this.output += chunk));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`mariadbd exited with ${child.exitCode}:\n${this.output}`);
      if (
        await this.asRoot(async (root) => root.query("SELECT 1")).then(
          () => true,
          () => false,
        )
      )
        return;
      if (Date.now() > deadline) throw new Error(`mariadbd did not start:\n${this.output}`);
      await sleep(100);
    }
  }

  /** Stops the server with `signal` and waits until the process is gone. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    const kill = setTimeout(() => child.kill("SIGKILL"), 30_000);
    await exited;
    clearTimeout(kill);
  }

  /** Freezes the server (SIGSTOP): connections stay open but nothing answers, as with a hung host. */
  freeze(): void {
    this.child?.kill("SIGSTOP");
  }

  thaw(): void {
    this.child?.kill("SIGCONT");
  }

  /** Runs `work` on a root connection over the private socket. */
  async asRoot<T>(work: (connection: Connection) => Promise<T>): Promise<T> {
    const connection = await createConnection({ socketPath: path.join(this.dir, "sock"), user: "root" });
    try {
      return await work(connection);
    } finally {
      await connection.end().catch(() => undefined);
    }
  }

  async destroy(): Promise<void> {
    await this.stop("SIGKILL");
    rmSync(this.dir, { recursive: true, force: true });
  }
}
