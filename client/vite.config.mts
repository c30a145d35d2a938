import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from "vite";

const root = import.meta.dirname;

/**
 * Rewrites `import { Menu } from "lucide-react"` to the icon's own module. Through the barrel,
 * every icon any lazy page uses lands in the home page's chunk; per-icon modules split like the
 * pages. Sources keep the barrel, which Jest can load; unknown names leave the import untouched.
 */
function lucideIconImports(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve("lucide-react/package.json");
  const barrel = readFileSync(resolve(dirname(packageJson), "dist/esm/lucide-react.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const [, names = "", file = ""] of barrel.matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const name of names.split(",")) files.set(name.trim().replace(/^default as /, ""), file);
  }
  return {
    name: "lucide-icon-imports",
    apply: "build",
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("lucide-react")) return null;
      return code.replace(/import \{([^}]*)\} from ["']lucide-react["'];?/g, (statement, list: string) => {
        const specifiers = list
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith("type "));
        const pairs = specifiers.map((s) => s.split(/\s+as\s+/));
        if (!pairs.every(([name = ""]) => files.has(name))) return statement;
        return pairs.map(([name = "", local = name]) => `import ${local} from "lucide-react/icons/${files.get(name)}";`).join("\n");
      });
    },
  };
}

const GENERATED = resolve(root, "src/graphql/generated.ts");
const DOCUMENT_PREFIX = "virtual:graphql-document/";

/**
 * Gives each generated GraphQL document a module of its own. From the one generated file,
 * every document any page uses would land in the chunk of the first page that imports it (the
 * entry, for the session's Role): a page now carries only the documents it sends.
 */
function graphqlDocumentModules(): Plugin {
  let documents: Map<string, string> | undefined;
  const documentsByName = () => {
    documents ??= new Map(
      [...readFileSync(GENERATED, "utf8").matchAll(/^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as /gm)].map(
        ([, name = "", json = ""]) => [name, json],
      ),
    );
    return documents;
  };
  return {
    name: "graphql-document-modules",
    apply: "build",
    resolveId: (id) => (id.startsWith(DOCUMENT_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_PREFIX}`)) return null;
      const name = id.slice(DOCUMENT_PREFIX.length + 1);
      const json = documentsByName().get(name);
      if (!json) throw new Error(`No generated document ${name}`);
      return `export const ${name} = ${json};`;
    },
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("graphql/generated")) return null;
      return code.replace(
        /import \{([^}]*)\} from (["'])([./]+graphql\/generated)\2;?/g,
        (statement, list: string, quote: string, from: string) => {
          const specifiers = list
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean);
          const isDocument = (s: string) => /^\w+(?:Document|FragmentDoc)$/.test(s);
          const moved = specifiers.filter(isDocument);
          if (moved.length === 0) return statement;
          const kept = specifiers.filter((s) => !isDocument(s));
          const imports = moved.map((name) => `import { ${name} } from "${DOCUMENT_PREFIX}${name}";`);
          if (kept.length > 0) imports.push(`import { ${kept.join(", ")} } from ${quote}${from}${quote};`);
          return imports.join("\n");
        },
      );
    },
  };
}

/**
 * Moves the stylesheet from the head to the end of the body, where it no longer holds back the
 * first paint: each server-rendered page carries the rules its HTML uses inline (see
 * entry-server.tsx), and the rest (menus, form errors, other pages) arrives while it is read.
 * Scripts still wait for it, so a page the browser renders itself never shows unstyled.
 */
function stylesheetAfterContent(): Plugin {
  return {
    name: "stylesheet-after-content",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (links.length === 0) return html;
        const withoutLinks = links.reduce((page, link) => page.replace(link, ""), html);
        return withoutLinks.replace("</body>", () => `${links.map((link) => link.trim()).join("\n")}\n  </body>`);
      },
    },
  };
}

/**
 * The site's icon as small PNGs, drawn from public/favicon.svg, and the head's link to the 32 px one: a
 * browser draws an SVG icon in a document of its own on the page's main thread (traced on a
 * phone's CPU: 65 to 120 ms, around the first paint), while a PNG this size decodes in no time.
 */
function faviconRenderings(): Plugin {
  // Only the tab's icon is linked: every byte of the head counts against the first round trip
  // (`npm run budget`), and iOS asks for /apple-touch-icon.png by that name unprompted.
  const icons: { fileName: string; size: number; link?: string }[] = [
    { fileName: "favicon-32.png", size: 32, link: `<link rel="icon" href="/favicon-32.png" />` },
    { fileName: "apple-touch-icon.png", size: 180 },
  ];
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = (icon: (typeof icons)[number]) => {
    let png = drawn.get(icon.fileName);
    if (!png) {
      // sharp is the server's dependency; loaded only when icons are drawn.
      const svg = readFileSync(resolve(root, "public/favicon.svg"));
      png = import("sharp").then(({ default: sharp }) =>
        sharp(svg, { density: 72 * 8 })
          .resize(icon.size, icon.size)
          .png()
          .toBuffer(),
      );
      drawn.set(icon.fileName, png);
    }
    return png;
  };
  return {
    name: "favicon-renderings",
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    transformIndexHtml: (html) => html.replace("<!--favicons-->", icons.flatMap((icon) => icon.link ?? []).join("\n    ")),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const icon = icons.find((candidate) => req.url === `/${candidate.fileName}`);
        if (!icon) return next();
        draw(icon).then((png) => res.setHeader("Content-Type", "image/png").end(png), next);
      });
    },
    async generateBundle() {
      for (const icon of icons) this.emitFile({ type: "asset", fileName: icon.fileName, source: await draw(icon) });
    },
  };
}

/**
 * Writes a brotli copy (quality 11) beside each script and stylesheet, which the server sends
 * to browsers that accept it: smaller than what it could afford to compress per request.
 */
function brotliAssets(): Plugin {
  let outDir = "";
  return {
    name: "brotli-assets",
    apply: "build",
    configResolved(config) {
      outDir = config.build.ssr ? "" : config.build.outDir;
    },
    writeBundle(_options, bundle) {
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = resolve(outDir, fileName);
        const compressed = brotliCompressSync(readFileSync(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
        writeFileSync(`${file}.br`, compressed);
      }
    },
  };
}

/**
 * The entry script and its preloads at low priority: a server-rendered page paints from its
 * HTML and its largest image, which should have the phone's bandwidth first; the islands wake up
 * after that (see islands/hydrate-islands.tsx).
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: "scripts-after-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * Copies the persisted operations (client/src/graphql/persisted-operations.json, written by
 * `npm run codegen`) into the server's build of the pages, where the server reads the hashes it
 * accepts (see server/src/http/persisted-operations.ts); it is never served as a file.
 */
function persistedOperationsForServer(): Plugin {
  return {
    name: "persisted-operations-for-server",
    apply: (_config, { command, isSsrBuild }) => command === "build" && isSsrBuild === true,
    generateBundle() {
      const fileName = "persisted-operations.json";
      this.emitFile({ type: "asset", fileName, source: readFileSync(resolve(root, "src/graphql", fileName), "utf8") });
    },
  };
}

/** Where `--mode islands` builds the islands' runtime (see islandsRuntime), before the client build copies it. */
const ISLANDS_OUT_DIR = resolve(root, "../dist/islands");
const ISLANDS_ENTRY = "src/islands/hydrate-islands.tsx";
/** What the runtime wraps the forms' islands in, with Apollo: loaded once a page with a form is idle. */
const ISLANDS_FORMS_WRAPPER = "src/islands/with-apollo.tsx";
const ISLANDS_RUNTIME_MODULE = "virtual:islands-runtime";

/**
 * A server-rendered public page's islands run on Preact (preact/compat), not React DOM: its
 * 24 kB hydrate the islands in a fraction of the main-thread time React DOM's 180 kB take to
 * evaluate (Total Blocking Time). They are a build of their own (`--mode islands`, where `react`
 * resolves to preact/compat), which never meets React in one document: an island page loads no
 * other app code, and its links open each page from the server (see hydrate-islands.tsx). The
 * client build then serves that build's files beside its own, and main.tsx imports its entry
 * from `virtual:islands-runtime` (the source module itself under the dev server, on React).
 */
function islandsRuntime(): Plugin {
  let serving = false;
  let serverBuild = false;
  const entryFile = () => {
    const manifestFile = resolve(ISLANDS_OUT_DIR, ".vite/manifest.json");
    if (!existsSync(manifestFile)) throw new Error(`No islands build in ${ISLANDS_OUT_DIR}: run vite build --mode islands first`);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>;
    const entry = manifest[ISLANDS_ENTRY];
    if (!entry) throw new Error(`The islands build has no ${ISLANDS_ENTRY}`);
    return entry.file;
  };
  return {
    name: "islands-runtime",
    configResolved(config) {
      serving = config.command === "serve";
      serverBuild = Boolean(config.build.ssr);
    },
    resolveId: (id) => (id === ISLANDS_RUNTIME_MODULE ? `\0${id}` : null),
    load(id) {
      if (id !== `\0${ISLANDS_RUNTIME_MODULE}`) return null;
      const url = serving ? `/${ISLANDS_ENTRY}` : `/${entryFile()}`;
      return `export const islandsRuntimeUrl = ${JSON.stringify(url)};`;
    },
    generateBundle() {
      if (serving || serverBuild) return;
      const assets = resolve(ISLANDS_OUT_DIR, "assets");
      for (const name of readdirSync(assets)) {
        // Scripts, and their source maps when CLIENT_SOURCEMAP=1 asks for them.
        if (!/\.js(\.map)?$/.test(name)) continue;
        this.emitFile({ type: "asset", fileName: `assets/${name}`, source: readFileSync(resolve(assets, name)) });
      }
    },
  };
}

const ISLANDS_REGISTRY = resolve(root, "src/islands/registry.ts");
/** Written by the islands' build, then beside the server's build of the pages (see critical-css.ts). */
const ISLAND_STRINGS_FILE = "island-strings.json";

/**
 * Lists, for the server (critical-css.ts), the words in strings of the code each island runs:
 * the runtime's modules, and each island's module (the one its `import()` in registry.ts names)
 * with every module of ours it imports, as the build kept them (a page's skeleton beside its
 * island in one file is left out where nothing renders it). Among them are the classes it can
 * put on a page: the server inlines the rules for those, so that an island page needs no other
 * CSS whatever its islands render (an open menu, a form's errors, a toast).
 */
function islandStrings(): Plugin {
  return {
    name: "island-strings",
    apply: "build",
    generateBundle(_options, bundle) {
      const repo = resolve(root, "..");
      const ours = (id: string) => id.startsWith(`${repo}/`) && !id.includes("/node_modules/");
      /** Our modules that `id` runs: what it imports, and (for an island) what it imports later. */
      const modulesOf = (id: string, followDynamic: boolean) => {
        const modules = new Set<string>();
        const visit = (module: string) => {
          if (!ours(module) || modules.has(module)) return;
          modules.add(module);
          const info = this.getModuleInfo(module);
          if (!info) throw new Error(`The islands' build did not see ${module}`);
          for (const imported of [...info.importedIds, ...(followDynamic ? info.dynamicallyImportedIds : [])]) visit(imported);
        };
        visit(id);
        return [...modules];
      };
      const moduleFor = (path: string) => {
        const found = [".tsx", ".ts"].map((extension) => path + extension).find((file) => this.getModuleInfo(file));
        if (!found) throw new Error(`The islands' build has no module ${path}`);
        return found;
      };
      const rendered = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === "chunk" ? Object.entries(output.modules).map(([id, module]) => [id, module.code ?? ""] as const) : [],
        ),
      );
      // A word in a string is bounded by quotes, backquotes and spaces, as a class in a className
      // is (not "filter" in `list.filter(`); comments (on lines of their own) are left out.
      const words = (modules: string[]) =>
        [
          ...new Set(
            modules.flatMap((module) =>
              (rendered.get(module) ?? "")
                .replace(/^\s*\/\*[\s\S]*?\*\//gm, "")
                .replace(/^\s*\/\/.*$/gm, "")
                .split(/[\s"'`]+/),
            ),
          ),
        ]
          .filter(Boolean)
          .sort();
      const islands = Object.fromEntries(declaredIslands().map(({ name, module }) => [name, words(modulesOf(moduleFor(module), true))]));
      const strings = { runtime: words(modulesOf(resolve(root, ISLANDS_ENTRY), false)), islands };
      this.emitFile({ type: "asset", fileName: ISLAND_STRINGS_FILE, source: JSON.stringify(strings) });
    },
  };
}

/**
 * Each island in registry.ts: its name, the module its `import()` names (a path without its
 * extension) and when it comes alive.
 */
function declaredIslands(): { name: string; module: string; when: string }[] {
  const registry = readFileSync(ISLANDS_REGISTRY, "utf8");
  const declared = [...registry.matchAll(/"([\w-]+)": \{\s*load: \(\) => import\("([^"]+)"\)[^}]*?when: "(\w+)"/g)];
  if (declared.length === 0 || declared.length !== registry.split("load: () => import(").length - 1) {
    throw new Error(`Could not read every island's import() and when in ${ISLANDS_REGISTRY}`);
  }
  return declared.map(([, name = "", specifier = "", when = ""]) => ({
    name,
    module: resolve(dirname(ISLANDS_REGISTRY), specifier),
    when,
  }));
}

/**
 * One chunk ("page") for the islands' runtime and the islands every page hydrates once it has
 * painted, with all they import and the page-view counter: the default splitting made 15 files,
 * of 0.2 to 24 kB, of what every page loads anyway. Each file is a request that the page's main
 * thread starts, and a module it instantiates, in a task of its own: traced on a busy machine,
 * 5 to 25 ms each, unthrottled (Lighthouse counts 4 times that). The forms (with Apollo, once
 * the page is idle) and an image's fallback (only if the image fails) keep chunks of their own.
 */
function pageIslandsChunk(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  let members: Set<string> | undefined;
  return (id, context) => {
    if (!members) {
      const found = new Set<string>();
      const pageIslands = declaredIslands()
        .filter(({ when }) => when === "page")
        .map(({ module }) => module);
      const entry = resolve(root, ISLANDS_ENTRY);
      const forms = resolve(root, ISLANDS_FORMS_WRAPPER);
      const visit = (module: string) => {
        if (found.has(module)) return;
        found.add(module);
        const info = context.getModuleInfo(module);
        if (!info) return;
        const later = info.dynamicallyImportedIds.filter((imported) =>
          module === ISLANDS_REGISTRY
            ? pageIslands.some((island) => imported.startsWith(`${island}.`))
            : module === entry && imported !== forms,
        );
        for (const imported of [...info.importedIds, ...later]) visit(imported);
      };
      visit(entry);
      members = found;
    }
    return members.has(id) ? "page" : null;
  };
}

/** Copies the islands' build's list of their strings (see islandStrings) beside the server's build of the pages. */
function islandStringsForServer(): Plugin {
  return {
    name: "island-strings-for-server",
    apply: (_config, { command, isSsrBuild }) => command === "build" && isSsrBuild === true,
    generateBundle() {
      const file = resolve(ISLANDS_OUT_DIR, ISLAND_STRINGS_FILE);
      if (!existsSync(file)) throw new Error(`No ${file}: run vite build --mode islands first`);
      this.emitFile({ type: "asset", fileName: ISLAND_STRINGS_FILE, source: readFileSync(file, "utf8") });
    },
  };
}

/** An import of a React API that preact/compat does not have. */
const lacksInPreact = (warning: { code?: string; message: string }) =>
  warning.code === "IMPORT_IS_UNDEFINED" && /preact\/compat|islands\/preact\//.test(warning.message);
/**
 * An island that another island renders too (the logo, in the header): it comes in that island's
 * chunk on purpose, and the registry's `import()` then only says where to find it.
 */
const isIslandInsideAnother = (warning: { code?: string; ids?: string[] }) =>
  warning.code === "INEFFECTIVE_DYNAMIC_IMPORT" && warning.ids?.[0] === ISLANDS_REGISTRY;
/**
 * Libraries that read React 19's hooks only where they exist, with a fallback (Apollo's `use`);
 * anywhere else, such an import fails the build.
 */
const LIBRARIES_WITH_FALLBACKS = /\/node_modules\/@apollo\/client\//;

/**
 * V8's explicit compile hint (Chromium 136 on), on the first line of the chunks `eager` picks:
 * every function of the file is compiled as it streams in, off the main thread, rather than
 * lazily on its first call on the main thread. For code that all runs on load: on a phone (4x
 * CPU slowdown) hydrating the header went from 44-64 ms to 17-30 ms once its first render no
 * longer compiled Preact and the router. Added last, after minification and Vite's own preamble.
 */
function compileEagerly(eager: (chunk: Rolldown.OutputChunk) => boolean): Plugin {
  const hint = "//# allFunctionsCalledOnLoad\n";
  return {
    name: "compile-eagerly",
    // Browsers' chunks only: the server's build runs in Node.
    apply: (_config, { command, isSsrBuild }) => command === "build" && isSsrBuild !== true,
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !eager(chunk)) continue;
          chunk.code = hint + chunk.code;
          // One more line at the top of the file.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/** `react` and `react-dom` as preact/compat, and the islands' own `react-router-dom`, for the islands' build. */
const preactAliases = [
  { find: /^react-router-dom$/, replacement: resolve(root, "src/islands/preact/react-router-dom.ts") },
  { find: /^react-dom\/client$/, replacement: resolve(root, "src/islands/preact/react-dom-client.ts") },
  { find: /^react-dom$/, replacement: resolve(root, "src/islands/preact/react-dom.ts") },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: resolve(root, "src/islands/preact/react.ts") },
];

export default defineConfig(({ isSsrBuild, mode }): UserConfig =>
  mode === "islands"
    ? {
        root,
        publicDir: false,
        resolve: { alias: preactAliases },
        // The islands' code all runs once the page has painted, but for the forms' (once idle).
        plugins: [react(), lucideIconImports(), graphqlDocumentModules(), islandStrings(), compileEagerly(() => true)],
        build: {
          outDir: ISLANDS_OUT_DIR,
          emptyOutDir: true,
          // No <link rel="modulepreload"> per dependency of each island's import(): putting 20 to
          // 30 links into the head cost about 38 ms of main thread per load of / at 4x. The islands
          // load after the largest paint, so the round trip this adds delays no paint.
          modulePreload: false,
          sourcemap: process.env.CLIENT_SOURCEMAP === "1",
          manifest: true,
          rollupOptions: {
            input: { islands: resolve(root, ISLANDS_ENTRY) },
            // Its one export, hydrateIslands, is what main.tsx calls.
            preserveEntrySignatures: "exports-only" as const,
            onwarn(warning, warn) {
              if (isIslandInsideAnother(warning)) return;
              if (!lacksInPreact(warning)) warn(warning);
              else if (!LIBRARIES_WITH_FALLBACKS.test(warning.id ?? ""))
                throw new Error(`Islands run on preact/compat: ${warning.message}`);
            },
            output: {
              entryFileNames: "assets/islands-[hash].js",
              chunkFileNames: "assets/island-[name]-[hash].js",
              codeSplitting: { groups: [{ name: pageIslandsChunk(), debugName: "page" }] },
            },
          },
        },
      }
    : {
        root,
        publicDir: isSsrBuild ? false : resolve(root, "public"),
        plugins: [
          react(),
          tailwindcss(),
          lucideIconImports(),
          graphqlDocumentModules(),
          stylesheetAfterContent(),
          faviconRenderings(),
          scriptsAfterPaint(),
          brotliAssets(),
          persistedOperationsForServer(),
          islandStringsForServer(),
          islandsRuntime(),
          // The entry runs on every page; the whole app's chunks compile as V8 sees fit.
          compileEagerly((chunk) => chunk.isEntry),
        ],
        // The server bundle carries its libraries, so it runs wherever dist/ does.
        ssr: { noExternal: true },
        // Their production builds whatever NODE_ENV the server starts with (a plain `npm start` sets
        // none): the development ones render slower, and React's edge renderer (entry-server.tsx)
        // warns on Node 20 that it cannot tell an empty buffer from a detached one.
        define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
        // `vite build --ssr src/entry-server.tsx`: the server's build of the same pages (see server/src/http/page-renderer.ts).
        build: isSsrBuild
          ? {
              outDir: resolve(root, "../dist/ssr"),
              // Loaded once by the server from disk: its size costs no visitor anything.
              chunkSizeWarningLimit: 4096,
              emptyOutDir: true,
              sourcemap: false,
              rollupOptions: {
                output: { format: "esm" as const, entryFileNames: "[name].mjs", chunkFileNames: "[name]-[hash].mjs" },
                // Bundling every library brings in their "use client"/"use no memo" directives, meaningless here.
                checks: { moduleLevelDirective: false },
              },
            }
          : {
              outDir: resolve(root, "../dist/client"),
              emptyOutDir: true,
              // Every browser the site supports has <link rel="modulepreload"> (one without it only
              // preloads less): the polyfill's check ran first in the entry, a few ms of main thread
              // on every load of every page (its first createElement).
              modulePreload: { polyfill: false },
              sourcemap: process.env.CLIENT_SOURCEMAP === "1",
              manifest: true,
              rollupOptions: {
                input: { main: resolve(root, "index.html") },
              },
            },
        server: {
          port: 5173,
          proxy: {
            "/graphql": "http://localhost:3001",
            "/api": "http://localhost:3001",
          },
        },
      },
);
