// `npm run budget`: builds the app, serves it on a throwaway database and fails when the
// JavaScript a visitor's phone loads before a page is interactive passes its brotli budget
// (issue 16): the entry script, the islands runtime (its own build, on Preact) and the islands
// that page hydrates once it has loaded, and every chunk they import statically. What loads later is listed apart: forms (with Apollo) load
// once the page is idle, an image's island only if the image fails, and pages the browser renders itself load the whole app. It also fails
// when a public page's document outgrows the first round trip of a new connection.
const { readFileSync } = require("node:fs");
const http = require("node:http");
const path = require("node:path");
const { brotliCompressSync, constants } = require("node:zlib");
const { ensureBuilt } = require("../../server/scripts/ensure-built.cjs");
const { firstPostId, startServer } = require("./built-server.cjs");

const BUDGETS_KB = { "/": 90, post: 100 };
/**
 * What the first round trip of a new connection carries: TCP's initial window of 10 segments of
 * 1,460 bytes (RFC 6928), as Lighthouse's simulation models it. A page's document (status line,
 * headers and brotli body) within it paints one round trip sooner than one a few bytes over.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;
const ISLANDS_RUNTIME = "src/islands/hydrate-islands.tsx";
const root = path.resolve(__dirname, "../..");
const clientDir = path.join(root, "dist/client");
/**
 * Vite's manifests, each source module's chunk and the chunks it imports, read after the build:
 * the client build's (the entry script) and the islands build's (see vite.config.mts), whose
 * files the client build serves beside its own.
 */
let bySource;
let islandsBySource;
const readManifest = (dir) => new Map(Object.entries(JSON.parse(readFileSync(path.join(root, dir, ".vite/manifest.json"), "utf8"))));

/** Island name to its module and when it loads, read from the registry the browser uses. */
function islandRegistry() {
  const file = path.join(root, "client/src/islands/registry.ts");
  const islands = new Map();
  const inRuntimeChunk = [...islandsBySource.values()].some((chunk) => chunk.name === "page");
  for (const [, name, from, when] of readFileSync(file, "utf8").matchAll(
    /"([\w-]+)": \{ load: \(\) => import\("([^"]+)"\)[^}]*when: "(\w+)"/g,
  )) {
    const source = path.relative(path.join(root, "client"), path.resolve(path.dirname(file), from));
    // A module of its own is keyed by its source; one shared with the full app is a chunk named after it.
    const imported = [...islandsBySource.values()].flatMap((chunk) => chunk.dynamicImports ?? []);
    const key =
      [`${source}.tsx`, `${source}.ts`].find((candidate) => islandsBySource.has(candidate)) ??
      imported.find((candidate) => islandsBySource.get(candidate).name === path.basename(source));
    // An island with no chunk of its own is in the runtime's ("page", see vite.config.mts), whose files count already.
    if (!key && !inRuntimeChunk) throw new Error(`The build has no chunk for island ${name} (${from})`);
    islands.set(name, { key, when });
  }
  return islands;
}

/** A chunk's file and the files of every chunk it imports statically, in one build's manifest. */
function withStaticImports(manifest, key, files = new Set()) {
  const chunk = manifest.get(key);
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, files);
  return files;
}

const brotliBytes = (file) =>
  brotliCompressSync(readFileSync(path.join(clientDir, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} kB`;

function report(label, html, islands, budgetKb) {
  const entry = [...bySource].find(([, chunk]) => chunk.isEntry)[0];
  // The entry, then (once the page has loaded) the islands runtime and the page's islands.
  const first = withStaticImports(islandsBySource, ISLANDS_RUNTIME, withStaticImports(bySource, entry));
  const names = new Set([...html.matchAll(/data-island="([\w-]+)"/g)].map((match) => match[1]));
  const later = new Set();
  for (const name of names) {
    const island = islands.get(name);
    if (!island) throw new Error(`${label} names island ${name}, which the registry does not have`);
    if (island.when === "page") withStaticImports(islandsBySource, island.key, first);
    else withStaticImports(islandsBySource, island.key, later);
  }
  if ([...names].some((name) => islands.get(name).when === "idle"))
    withStaticImports(islandsBySource, "src/islands/with-apollo.tsx", later);
  for (const file of first) later.delete(file);

  console.log(`\n${label}: islands ${[...names].join(", ") || "none"}`);
  let total = 0;
  for (const file of first) {
    const bytes = brotliBytes(file);
    total += bytes;
    console.log(`${kb(bytes)}  ${file}`);
  }
  console.log(`${kb(total)}  brotli JavaScript before ${label} is interactive (budget ${budgetKb} kB)`);
  if (later.size > 0) {
    const lateBytes = [...later].reduce((sum, file) => sum + brotliBytes(file), 0);
    console.log(
      `${kb(lateBytes)}  more for its forms once the page is idle, or for an image that fails (${later.size} ${later.size === 1 ? "chunk" : "chunks"})`,
    );
  }
  return total / 1024 <= budgetKb;
}

/** The bytes of a page's response as a browser gets it: status line, headers and brotli body. */
function documentBytes(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    });
    request.on("error", reject);
  });
}

/** Each public page's document fits the first round trip (FIRST_ROUND_TRIP_BYTES). */
async function documentsWithinFirstRoundTrip(baseUrl, pathnames) {
  console.log(`\ndocuments (status line, headers and brotli body; the first round trip carries ${FIRST_ROUND_TRIP_BYTES} bytes):`);
  let within = true;
  for (const pathname of pathnames) {
    const bytes = await documentBytes(baseUrl + pathname);
    within &&= bytes <= FIRST_ROUND_TRIP_BYTES;
    console.log(`${String(bytes).padStart(7)} bytes  ${pathname}${bytes > FIRST_ROUND_TRIP_BYTES ? "  OVER" : ""}`);
  }
  return within;
}

async function main() {
  if (!process.argv.includes("--no-build")) for (const name of ["server", "client"]) ensureBuilt(name, { force: true });
  bySource = readManifest("dist/client");
  islandsBySource = readManifest("dist/islands");
  const islands = islandRegistry();
  const server = await startServer();
  try {
    const page = async (pathname) => (await fetch(server.url + pathname)).text();
    const post = `/blog/${await firstPostId(server.url)}`;
    const withinHome = report("/", await page("/"), islands, BUDGETS_KB["/"]);
    const withinPost = report(`a post (${post})`, await page(post), islands, BUDGETS_KB.post);
    // Rendered and cached once first, as on a site that has had a visitor.
    const pages = ["/", "/subscription", "/blog", post, "/about", "/contact"];
    for (const pathname of pages) await page(pathname);
    const documentsWithin = await documentsWithinFirstRoundTrip(server.url, pages);
    if (!withinHome || !withinPost || !documentsWithin) {
      console.error("\nOver budget: see README, Speed.");
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
