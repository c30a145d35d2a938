import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = resolve(import.meta.dirname, "..");

// The GraphQL playground is built on its own, after the site, so none of GraphiQL's
// code can end up in chunks that the public pages preload.
export default defineConfig({
  root,
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: resolve(root, "../dist/client"),
    emptyOutDir: false,
    assetsDir: "assets/playground",
    rollupOptions: {
      input: { playground: resolve(root, "playground.html") },
      // GraphiQL's libraries carry "use client"/"use no memo" directives, meaningless in a bundle.
      checks: { moduleLevelDirective: false },
    },
  },
});
