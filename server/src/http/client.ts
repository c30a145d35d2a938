import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import { isClientRoute, isServerPath } from "./client-routes";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated,
 * and index.html for client routes (HTTP 404 for unknown paths, so crawlers see a real 404).
 */
export function clientRouter(clientDir: string): Router {
  const router = Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      fallthrough: false,
    }),
  );
  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (res) => res.setHeader("Cache-Control", "no-cache"),
    }),
  );

  const indexFile = path.join(clientDir, "index.html");
  let indexHtml: string | undefined;
  const loadIndex = () => (indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined);

  router.get("/{*splat}", (req, res, next) => {
    if (isServerPath(req.path) || path.extname(req.path) !== "") return next();
    const html = loadIndex();
    if (!html) {
      res.status(503).type("text/plain").send("The client is not built yet: run npm run build.");
      return;
    }
    res
      .status(isClientRoute(req.path) ? 200 : 404)
      .set("Cache-Control", "no-cache")
      .type("html")
      .send(html);
  });
  return router;
}
