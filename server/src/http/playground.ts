import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/**
 * A browser opening /graphql gets our self-hosted GraphiQL page (built by Vite with the
 * client, so it works with no internet access). API clients, and GET requests that carry
 * a query, fall through to Apollo.
 */
export function playgroundHandler(clientDir: string): RequestHandler {
  const page = path.join(clientDir, "playground.html");
  return (req, res, next) => {
    const wantsPage = req.method === "GET" && req.query.query === undefined && req.accepts(["json", "html"]) === "html";
    if (!wantsPage || !existsSync(page)) return next();
    res.set("Cache-Control", "no-cache").sendFile(page);
  };
}
