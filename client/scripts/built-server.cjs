// The built server on a throwaway seeded SQLite database, in production mode as `npm start`
// runs it: for the scripts that measure what a visitor's browser gets (lighthouse, budget).
const { spawn } = require("node:child_process");
const { randomBytes } = require("node:crypto");
const { mkdtempSync, rmSync } = require("node:fs");
const { createServer } = require("node:net");
const { tmpdir } = require("node:os");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "../..");

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The built server in production mode, as `npm start` runs it, on a fresh seeded database. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "gym-built-server-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, "dist/server/src/main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: url,
      JWT_SECRET: randomBytes(32).toString("hex"),
      REDIS_URL: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 30_000; ;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error("The server did not become ready in 30 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function firstPostId(url) {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "query LighthousePosts { blogPosts { id } }" }),
  });
  const { data } = await response.json();
  const id = data?.blogPosts?.[0]?.id;
  if (!id) throw new Error("The seeded database has no blog post to audit");
  return id;
}

module.exports = { firstPostId, startServer };
