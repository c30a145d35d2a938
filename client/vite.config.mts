import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: isSsrBuild ? false : resolve(root, "public"),
  plugins: [react(), tailwindcss(), lucideIconImports()],
  // The server bundle carries its libraries, so it runs wherever dist/ does.
  ssr: { noExternal: true },
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
        sourcemap: false,
        rollupOptions: { input: { main: resolve(root, "index.html") } },
      },
  server: {
    port: 5173,
    proxy: {
      "/graphql": "http://localhost:3001",
      "/api": "http://localhost:3001",
    },
  },
}));
