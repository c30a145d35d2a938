import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * A browser opening /graphql gets our self-hosted GraphiQL page (built by Vite with the
 * client, so it works with no internet access). API clients, and GET requests that carry
 * a query or a persisted query's hash, fall through to Apollo.
 */
export function playgroundHandler(clientDir: string): RequestHandler {
  const page = path.join(clientDir, "playground.html");
  return (req, res, next) => {
    const operation = req.query.query ?? req.query.extensions;
    const wantsPage = req.method === "GET" && operation === undefined && req.accepts(["json", "html"]) === "html";
    if (!wantsPage || !existsSync(page)) return next();
    res.set("Cache-Control", "no-cache").sendFile(page);
  };
}
