import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig({
  root,
  publicDir: resolve(root, "public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    // Validation limits and messages are defined once, on the server side, and bundled here.
    alias: { "@validation": resolve(root, "../server/src/common/validation/index.ts") },
  },
  build: {
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
});
