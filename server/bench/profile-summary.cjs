// Summarises a V8 .cpuprofile (node --cpu-prof, or BENCH_CPU_PROF with npm run bench): self
// time by package and by function, and total (self + callees) time of our own functions.
//   node server/bench/profile-summary.cjs <file.cpuprofile> [rows=25] [regex]
// With a regex, the total time of every function whose "name package:line" matches it is
// listed too (e.g. "processGraphQLRequest|execute graphql").
// Idle time (the event loop waiting) is left out of every percentage.
const { readFileSync } = require("node:fs");

const [file, rowsArg, matchArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: node server/bench/profile-summary.cjs <file.cpuprofile> [rows]");
  process.exit(2);
}
const ROWS = Number(rowsArg ?? 25);
const MATCH = matchArg ? new RegExp(matchArg) : null;
const profile = JSON.parse(readFileSync(file, "utf8"));

/** "typeorm", "@apollo/server", "node:internal", "ours: server/src/context.js", "(garbage collector)". */
function packageOf(url, functionName) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node";
  const inModules = url.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const parts = url.slice(inModules + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const ours = url.match(/dist\/(.*)$/);
  return ours ? `ours: ${ours[1]}` : url;
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"} ${packageOf(url, functionName)}${url ? `:${lineNumber + 1}` : ""}`;
};
let busy = 0;
const byPackage = new Map();
const byFunction = new Map();
const totalOurs = new Map();
for (const [id, us] of selfUs) {
  const node = nodes.get(id);
  if (node.callFrame.functionName === "(idle)") continue;
  busy += us;
  const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
  const groupedPkg = pkg.startsWith("ours: ") ? "ours" : pkg;
  byPackage.set(groupedPkg, (byPackage.get(groupedPkg) ?? 0) + us);
  byFunction.set(label(node), (byFunction.get(label(node)) ?? 0) + us);
  // Total time: every one of our functions on the stack is counted once per sample.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const frame = nodes.get(at);
    const key = label(frame);
    const ours = packageOf(frame.callFrame.url, frame.callFrame.functionName).startsWith("ours: ");
    if (!ours && !MATCH?.test(key)) continue;
    if (seen.has(key)) continue;
    seen.add(key);
    totalOurs.set(key, (totalOurs.get(key) ?? 0) + us);
  }
}

const print = (title, map) => {
  console.log(`\n${title}`);
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, ROWS)
    .forEach(([name, us]) =>
      console.log(`${((100 * us) / busy).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`),
    );
};
console.log(`${file}: ${(busy / 1e6).toFixed(1)} s busy (idle left out)`);
print("self time by package", byPackage);
print("self time by function", byFunction);
print(`total time (self + callees) of our functions${MATCH ? ` and of /${MATCH.source}/` : ""}`, totalOurs);
