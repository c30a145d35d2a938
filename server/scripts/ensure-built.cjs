// Builds the server and/or client when their output is missing or older than their sources.
// Plain CommonJS so it runs before anything is compiled.
const { execFileSync } = require("node:child_process");
const { existsSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } = require("node:fs");
const path = require("node:path");

const root = path.resolve(__dirname, "../..");
const bin = (pkg, file) => path.join(root, "node_modules", pkg, file);

const targets = {
  server: {
    sources: ["server/src", "common", "server/tsconfig.json", "server/tsconfig.build.json", "package-lock.json"],
    // The server compiles with common/ beside it: dist/server/src and dist/common.
    output: "dist/server",
    extraOutputs: ["dist/common"],
    build: () =>
      execFileSync(process.execPath, [bin("typescript", "bin/tsc"), "-p", "server/tsconfig.build.json"], { cwd: root, stdio: "inherit" }),
  },
  client: {
    sources: [
      "client/src",
      "client/public",
      "client/playground",
      "client/index.html",
      "client/playground.html",
      "client/vite.config.mts",
      "common",
      "package-lock.json",
    ],
    output: "dist/client",
    extraOutputs: ["dist/islands"],
    build: () => {
      const builds = [
        // The islands' runtime on Preact (dist/islands), which the client build serves beside its own.
        ["--config", "client/vite.config.mts", "--mode", "islands"],
        ["--config", "client/vite.config.mts"],
        ["--config", "client/playground/vite.config.mts"],
        // The server's build of the same pages (dist/ssr), which renders public pages' bodies.
        ["--config", "client/vite.config.mts", "--ssr", "src/entry-server.tsx"],
      ];
      for (const args of builds) {
        // NODE_ENV is pinned: under Jest it is "test", which would make Vite bundle React's development build.
        execFileSync(process.execPath, [bin("vite", "bin/vite.js"), "build", ...args, "--logLevel", "warn"], {
          cwd: root,
          stdio: "inherit",
          env: { ...process.env, NODE_ENV: "production" },
        });
      }
    },
  },
};

const IGNORED = /\.test\.tsx?$|(^|[\\/])(e2e|__snapshots__)([\\/]|$)/;

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return IGNORED.test(entry) ? 0 : stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), 0);
}

function ensureBuilt(name, { force = false } = {}) {
  const target = targets[name];
  const stamp = path.join(root, target.output, ".build-stamp");
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map(newestMtime));
  if (!force && builtAt > 0 && builtAt >= changedAt) return false;
  console.log(`Building the ${name} (${builtAt ? "sources changed" : "no build yet"})...`);
  const startedAt = Date.now();
  for (const output of [target.output, ...(target.extraOutputs ?? [])]) rmSync(path.join(root, output), { recursive: true, force: true });
  target.build();
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, new Date(startedAt).toISOString());
  return true;
}

module.exports = { ensureBuilt };

if (require.main === module) {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  for (const name of names.length ? names : Object.keys(targets)) {
    if (!targets[name]) throw new Error(`Unknown build target ${name}`);
    ensureBuilt(name, { force: process.argv.includes("--force") });
  }
}
