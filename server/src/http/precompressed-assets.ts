import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { chooseEncoding } from "../cache/content-encoding";

/** Scripts and stylesheets the client build writes a brotli copy of (see brotliAssets in client/vite.config.mts). */
const PRECOMPRESSED = /^\/[\w.-]+\.(js|css)$/;
const TYPES: Record<string, string> = { js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8" };

/**
 * Sends the build's brotli copy of a hashed script or stylesheet to a browser that accepts br:
 * smaller than what the compression middleware can afford per request. Everything else, and any
 * asset without a copy, goes on to the static files.
 */
export function precompressedAssets(assetsDir: string, maxAgeSeconds: number): RequestHandler {
  const copies = new Map<string, string | null>();
  const copyOf = (name: string) => {
    if (!copies.has(name)) {
      const file = path.join(assetsDir, `${name}.br`);
      copies.set(name, existsSync(file) ? file : null);
    }
    return copies.get(name);
  };
  return (req, res, next) => {
    const match = PRECOMPRESSED.exec(req.path);
    if (!match || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const file = copyOf(req.path.slice(1));
    res.vary("Accept-Encoding");
    if (!file || chooseEncoding(req.headers["accept-encoding"]) !== "br") return next();
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Content-Type", TYPES[match[1]!]!);
    res.sendFile(file, { maxAge: maxAgeSeconds * 1000, immutable: true }, (error) => {
      if (error) next(error);
    });
  };
}
