// `npm run bench`: the real server and two baselines on loopback, loaded by autocannon in one
// run; prints req/s, p50, p99, ratios and memory. The baselines are plain Express behind the
// same compression middleware, and Node's own node:http with no framework (the floor of any
// Node server). Fairness: all run with NODE_ENV=production, all get the same requests and a
// warm-up before each measurement, and the baselines answer with the very bytes (status,
// headers, body) the server sent for the same request. Each case's three servers are loaded in
// turns (BENCH_ROUNDS rounds, each server's turn a share of BENCH_SECONDS, the order rotating),
// so that a shared machine's slower and faster moments fall on all three alike.
const { fork } = require("node:child_process");
const http = require("node:http");
const { mkdtempSync, readFileSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const path = require("node:path");
const autocannon = require("autocannon");
const { generateSync } = require("otplib");
const { median } = require("./median.cjs");
const { mediaPipelineFigures } = require("./media-pipeline.cjs");
const { membersPageFigures } = require("./members-page.cjs");

const ROOT = path.resolve(__dirname, "../..");
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** Turns per server and case: DURATION is shared out among them. */
const ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_ROUNDS ?? 5)));
/** e.g. BENCH_CASES=a to load only case (a). */
const CASES = process.env.BENCH_CASES;
/** Set (to 1) to load the HTTP cases only, without the media, markdown and members-page figures. */
const HTTP_ONLY = Boolean(process.env.BENCH_HTTP_ONLY);
/** Set (e.g. "gzip, deflate, br") to send the Accept-Encoding of a browser; unset, none is sent, as autocannon does. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;
/** A directory: the server is started with --cpu-prof and writes its .cpuprofile there when it stops. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
/** /proc/<pid>/stat counts CPU time in clock ticks: 100 a second on Linux (getconf CLK_TCK). */
const CLOCK_TICKS = 100;
/** Response headers that are per connection or per moment, not part of the answer. */
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
const HOME_QUERY = `query HomePage { hero { id title subtitle image } plans { id name price duration features buttonLink } }`;
/** The fields of client/src/graphql/fragments/account.graphql, as the client's CurrentUser query reads them. */
const ACCOUNT_FIELDS = `__typename id name email role membershipTier accountStatus expirationDate upgradedAt badge referralScore createdAt memberId twoFactorEnabled`;
/** The client's CurrentUser query (client/src/features/auth/api/session.graphql). */
const ME_QUERY = `query CurrentUser { me { ${ACCOUNT_FIELDS} } }`;
/** The admin panel's AdminUsers query (client/src/features/user/api/users.graphql). */
const ADMIN_USERS_QUERY = `query AdminUsers { users { __typename id name email role accountStatus membershipTier expirationDate upgradedAt badge referralScore createdAt } }`;
/** Admins sign in with a second factor: the bench's admin is enrolled with this secret. */
const ADMIN_TOTP_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

async function post(url, body) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await response.json();
  if (!json.success) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

function start(script, env) {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit", "ipc"],
      execArgv: profiled(),
    });
    child.once("message", (message) => resolve({ child, port: message.port }));
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Node's flags for a process of the run: with BENCH_CPU_PROF, each writes its CPU profile there as it exits. */
const profiled = () => (CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : []);

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

/** CPU time (user + system) a process has used, in microseconds; null where /proc is missing. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** One turn's load, with the CPU time (µs) the serving process used meanwhile. */
async function turn(target, request, seconds) {
  const before = cpuMicros(target.pid);
  const result = await load(target.url, request, seconds);
  const after = cpuMicros(target.pid);
  return { result, cpu: before === null || after === null ? null : after - before };
}

/**
 * The servers loaded in turns, ROUNDS rounds of DURATION / ROUNDS seconds each, the order
 * rotating from round to round. Per server: req/s over all its turns, the median turn's p50 and
 * the worst turn's p99, errors, and the CPU time it used per answered request (steadier than
 * req/s on a shared machine); with each round's req/s, for the spread of the ratios.
 */
async function inTurns(targets, request) {
  const turns = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let step = 0; step < targets.length; step++) {
      const index = (round + step) % targets.length;
      turns[index].push(await turn(targets[index], request, DURATION / ROUNDS));
    }
  }
  return turns.map((own) => {
    const results = own.map((t) => t.result);
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    const cpu = own.every((t) => t.cpu !== null) ? own.reduce((sum, t) => sum + t.cpu, 0) : null;
    return {
      perSecond: total / DURATION,
      perSecondByRound: results.map((r) => r.requests.total / (DURATION / ROUNDS)),
      p50: median(results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
      cpuPerRequest: cpu === null || total === 0 ? null : cpu / total,
    };
  });
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

function baselineFile(dir, captured) {
  const file = path.join(dir, "baseline-responses.json");
  writeFileSync(file, JSON.stringify([captured]));
  return file;
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
  if (!HTTP_ONLY) {
    markdownToTextFigures();
    await mediaPipelineFigures();
    await membersPageFigures();
  }
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
      ADMIN_TOTP_SECRET,
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    execArgv: profiled(),
  });
  // A failed run must not leave the server behind (it holds the terminal's output open).
  process.on("exit", () => app.kill());
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url);
  const login = await post(`${url}/api/auth/login`, {
    email: "bench@example.com",
    password: "bench-password",
    otp: generateSync({ secret: ADMIN_TOTP_SECRET }),
  });
  const token = login.token;
  const userId = login.user.id;
  const member = await post(`${url}/api/auth/signup`, {
    name: "Bench Member",
    email: "member@example.com",
    password: "member-password",
    acceptPolicies: true,
  });

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
    {
      name: "(d) member's `me` GraphQL query",
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json", authorization: `Bearer ${member.token}`, ...encoding },
      body: JSON.stringify({ query: ME_QUERY }),
    },
    {
      name: "(e) admin's users list GraphQL query",
      method: "POST",
      path: "/graphql",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...encoding },
      body: JSON.stringify({ query: ADMIN_USERS_QUERY }),
    },
  ].filter((r) => !CASES || CASES.includes(r.name[1]));
  for (const r of requests) {
    // Captured uncompressed: the Express baseline's own compression middleware encodes like the server's.
    const identity = { ...r, headers: { ...r.headers } };
    delete identity.headers["accept-encoding"];
    await capture(url, identity); // the first answer fills the caches; the one replayed is a steady-state answer
    r.captured = await capture(url, identity);
    if (r.captured.status !== 200) throw new Error(`${r.name} answered ${r.captured.status}`);
  }

  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s per server and case in ${ROUNDS} interleaved turns of ` +
      `${DURATION / ROUNDS} s after ${WARMUP} s warm-up, loopback, accept-encoding ${ACCEPT_ENCODING ?? "none"}, ${new Date().toISOString()}`,
  );
  console.log(
    "case                                   | server req/s  p50  p99 | express req/s  p50  p99 | node:http req/s  p50  p99 | ratio to express, to node:http (turns) | CPU µs per request: server / express / node:http",
  );
  const figures = (result, width) =>
    `${result.perSecond.toFixed(0).padStart(width)} ${String(result.p50).padStart(4)} ${String(result.p99).padStart(4)}`;
  const rows = [];
  for (const r of requests) {
    // Several cases share POST /graphql, so each case gets baselines of its own answer.
    const baselines = [];
    for (const kind of ["express", "node"]) {
      baselines.push(
        await start(path.join(__dirname, "baseline-server.cjs"), {
          NODE_ENV: "production",
          BASELINE: kind,
          // A file: a page's bytes outgrow what one environment variable may hold (128 kB).
          BASELINE_RESPONSES_FILE: baselineFile(dataDir, r.captured),
        }),
      );
    }
    const targets = [
      { url, pid: app.pid },
      ...baselines.map((baseline) => ({ url: `http://127.0.0.1:${baseline.port}`, pid: baseline.child.pid })),
    ];
    for (const target of targets) await load(target.url, r, WARMUP);
    const [ours, express, node] = await inTurns(targets, r);
    for (const baseline of baselines) {
      const exited = new Promise((resolve) => baseline.child.once("exit", resolve));
      baseline.child.kill();
      await exited;
    }
    const ratio = ours.perSecond / express.perSecond;
    const nodeRatio = ours.perSecond / node.perSecond;
    const turnRatios = ours.perSecondByRound.map((perSecond, round) => perSecond / node.perSecondByRound[round]);
    const spread = `${Math.min(...turnRatios).toFixed(2)}–${Math.max(...turnRatios).toFixed(2)}`;
    rows.push({ name: r.name, ratio, p99: ours.p99, errors: ours.errors });
    const cpu = [ours, express, node].map((x) => (x.cpuPerRequest === null ? "?" : x.cpuPerRequest.toFixed(1))).join(" / ");
    console.log(
      `${r.name.padEnd(38)} | ${figures(ours, 12)} | ${figures(express, 13)} | ${figures(node, 15)} | ${ratio.toFixed(2)}, ${nodeRatio.toFixed(2)} (${spread}) | ${cpu}` +
        ([ours, express, node].some((x) => x.errors)
          ? `  (errors/non-2xx: server ${ours.errors}, express ${express.errors}, node:http ${node.errors})`
          : ""),
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
  const exited = new Promise((resolve) => app.once("exit", resolve));
  app.kill("SIGTERM");
  if (CPU_PROF_DIR) {
    await exited; // the profile is written as the server exits
    console.log(`server CPU profile in ${path.resolve(CPU_PROF_DIR)} (summary: node server/bench/profile-summary.cjs <file>)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
