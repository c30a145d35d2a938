// `npm run bench`: the real server and a plain-Express baseline on loopback, loaded by
// autocannon one after the other in one run; prints req/s, p50, p99, ratios and memory.
// Fairness: both run with NODE_ENV=production, both get the same requests and a warm-up
// before each measurement, and the baseline answers with the very bytes (status, headers,
// body) the server sent for the same request, behind the same compression middleware.
const { fork } = require("node:child_process");
const http = require("node:http");
const { mkdtempSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");
const autocannon = require("autocannon");
const { mediaPipelineFigures } = require("./media-pipeline.cjs");

const ROOT = path.resolve(__dirname, "../..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** e.g. BENCH_CASES=a to load only case (a). */
const CASES = process.env.BENCH_CASES;
/** Set (e.g. "gzip, deflate, br") to send the Accept-Encoding of a browser; unset, none is sent, as autocannon does. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
/** Response headers that are per connection or per moment, not part of the answer. */
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
const HOME_QUERY = `query HomePage { hero { id title subtitle image } plans { id name price duration features buttonLink } }`;

function start(script, env) {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit", "ipc"] });
    child.once("message", (message) => resolve({ child, port: message.port }));
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function waitReady(url) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet: ask again shortly.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

function load(url, request, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: url + request.path, method: request.method, headers: request.headers, body: request.body, connections: CONNECTIONS, duration },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** One request with exactly the load's headers (fetch would add its own Accept-Encoding). */
function capture(url, request) {
  return new Promise((resolve, reject) => {
    const req = http.request(url + request.path, { method: request.method, headers: request.headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const headers = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (!NOT_REPLAYED.has(res.rawHeaders[i].toLowerCase())) headers.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        }
        resolve({
          method: request.method,
          path: request.path,
          status: res.statusCode,
          headers,
          body: Buffer.concat(chunks).toString("base64"),
        });
      });
    });
    req.on("error", reject);
    req.end(request.body);
  });
}

/** Markdown-to-text (page descriptions) on 50,000 characters of input that once took seconds (issue 14, item 4). */
function markdownToTextFigures() {
  const { markdownToPlainText } = require(path.join(ROOT, "dist/common/markdown-text.js"));
  const hostile = {
    "[": "[".repeat(50_000),
    "![": "![".repeat(25_000),
    "`": "`".repeat(50_000),
    "<": "<".repeat(50_000),
    "[a](": "[a](".repeat(12_500),
  };
  const figures = Object.entries(hostile).map(([name, text]) => {
    const started = performance.now();
    markdownToPlainText(text);
    return `${name} ${(performance.now() - started).toFixed(1)} ms`;
  });
  console.log(`markdown-to-text, 50,000 characters of: ${figures.join(", ")}`);
}

async function main() {
  require("../scripts/ensure-built.cjs").ensureBuilt("server");
  require("../scripts/ensure-built.cjs").ensureBuilt("client");
  markdownToTextFigures();
  await mediaPipelineFigures();
  const dataDir = mkdtempSync(path.join(tmpdir(), "gym-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const app = fork(path.join(ROOT, "dist/server/src/main.js"), [], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAIL: "bench@example.com",
      ADMIN_PASSWORD: "bench-password",
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url);
  const login = await (
    await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "bench@example.com", password: "bench-password" }),
    })
  ).json();
  const token = login.data.token;
  const userId = login.data.user.id;

  const encoding = ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {};
  const requests = [
    {
      name: "(a) home page GraphQL query",
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json", ...encoding },
      body: JSON.stringify({ query: HOME_QUERY }),
    },
    {
      name: "(b) GET /api/users/{id} with a token",
      method: "GET",
      path: `/api/users/${userId}`,
      headers: { authorization: `Bearer ${token}`, ...encoding },
    },
    { name: "(c) GET / HTML with its head", method: "GET", path: "/", headers: { ...encoding } },
  ].filter((r) => !CASES || CASES.includes(r.name[1]));
  const captured = [];
  for (const r of requests) {
    // Captured uncompressed: the baseline's own compression middleware encodes like the server's.
    const identity = { ...r, headers: { ...r.headers } };
    delete identity.headers["accept-encoding"];
    await capture(url, identity); // the first answer fills the caches; the one replayed is a steady-state answer
    const response = await capture(url, identity);
    if (response.status !== 200) throw new Error(`${r.name} answered ${response.status}`);
    captured.push(response);
  }
  const baseline = await start(path.join(__dirname, "baseline-server.cjs"), {
    NODE_ENV: "production",
    BASELINE_RESPONSES: JSON.stringify(captured),
  });
  const baseUrl = `http://127.0.0.1:${baseline.port}`;

  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up, loopback, ` +
      `accept-encoding ${ACCEPT_ENCODING ?? "none"}, ${new Date().toISOString()}`,
  );
  console.log("case                                   | server req/s  p50  p99 | baseline req/s  p50  p99 | ratio");
  const rows = [];
  for (const r of requests) {
    await load(url, r, WARMUP);
    const ours = await load(url, r);
    await load(baseUrl, r, WARMUP);
    const base = await load(baseUrl, r);
    const ratio = ours.requests.average / base.requests.average;
    rows.push({ name: r.name, ratio, p99: ours.latency.p99, errors: ours.errors + ours.non2xx });
    console.log(
      `${r.name.padEnd(38)} | ${ours.requests.average.toFixed(0).padStart(12)} ${String(ours.latency.p50).padStart(4)} ${String(ours.latency.p99).padStart(4)} | ` +
        `${base.requests.average.toFixed(0).padStart(14)} ${String(base.latency.p50).padStart(4)} ${String(base.latency.p99).padStart(4)} | ${ratio.toFixed(2)}` +
        (ours.errors + ours.non2xx ? `  (${ours.errors + ours.non2xx} errors/non-2xx)` : ""),
    );
  }
  const memory = await new Promise((resolve) => {
    app.once("message", resolve);
    app.send("memory");
  }).catch(() => null);
  if (memory)
    console.log(
      `server memory after the run: rss ${(memory.rss / 1048576).toFixed(0)} MB, heap used ${(memory.heapUsed / 1048576).toFixed(0)} MB`,
    );
  const a = rows.find((row) => row.name.startsWith("(a)"));
  if (a)
    console.log(
      `target (a): ratio >= 0.6 and p99 < 50 ms -> ${a.ratio >= 0.6 && a.p99 < 50 ? "met" : "NOT met"} (ratio ${a.ratio.toFixed(2)}, p99 ${a.p99} ms)`,
    );
  baseline.child.kill();
  app.kill("SIGTERM");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
