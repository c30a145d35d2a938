// Builds the client and fails when the JavaScript that `/` loads before it is interactive
// (the entry script and every module it preloads) exceeds the gzip budget.
const { readFileSync } = require("node:fs");
const path = require("node:path");
const { gzipSync } = require("node:zlib");
const { ensureBuilt } = require("../../server/scripts/ensure-built.cjs");

const BUDGET_KB = 170;
const root = path.resolve(__dirname, "../..");
const clientDir = path.join(root, "dist/client");

if (!process.argv.includes("--no-build")) ensureBuilt("client", { force: true });
const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
const scripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);

let total = 0;
for (const src of [...new Set(scripts)]) {
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
