import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

export default defineConfig({
  root,
  publicDir: resolve(root, "public"),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: resolve(root, "../dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: {
        main: resolve(root, "index.html"),
        playground: resolve(root, "playground.html"),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/graphql": "http://localhost:3001",
      "/api": "http://localhost:3001",
    },
  },
});
