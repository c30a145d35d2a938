// Builds the client and fails when the JavaScript that `/` loads before it is interactive
// (the entry script, every module it preloads and every chunk they import statically)
// exceeds the gzip budget. Lazy chunks (`import()`) are not counted: `/` renders without them.
const { existsSync, readFileSync } = require("node:fs");
const path = require("node:path");
const { gzipSync } = require("node:zlib");
const { ensureBuilt } = require("../../server/scripts/ensure-built.cjs");

const BUDGET_KB = 170;
const root = path.resolve(__dirname, "../..");
const clientDir = path.join(root, "dist/client");

if (!process.argv.includes("--no-build")) ensureBuilt("client", { force: true });
const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
const scripts = new Set(
  [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]),
);
// Static imports between chunks, followed even if a preload link were missing (a Set grows while iterated).
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{][^"'();]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
for (const src of scripts) {
  for (const [, specifier] of readFileSync(path.join(clientDir, src), "utf8").matchAll(STATIC_IMPORT)) {
    const imported = path.posix.join(path.posix.dirname(src), specifier);
    if (existsSync(path.join(clientDir, imported))) scripts.add(imported);
  }
}

let total = 0;
for (const src of scripts) {
  const bytes = gzipSync(readFileSync(path.join(clientDir, src)), { level: 9 }).length;
  total += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${src}`);
}
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} kB  total gzip JavaScript before / is interactive (budget ${BUDGET_KB} kB)`);
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
