import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import { PUBLIC_MAX_AGE } from "../cache/cache-control";
import type { AppConfig } from "../config/env";
import { renderHead } from "../seo/head";
import { resolvePage } from "../seo/page-meta";
import type { Services } from "../services";
import { isServerPath } from "./client-routes";
import type { PageRenderer, RenderedBody } from "./page-renderer";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const HEAD_BLOCK = /<!--ssr-head[\s\S]*?<!--\/ssr-head-->/;
const EMPTY_ROOT = '<div id="root"></div>';

type Page = Awaited<ReturnType<typeof resolvePage>> & { body?: RenderedBody };

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html with each page's head rendered in (HTTP 404 for unknown paths, a redirect to
 * /blog for an unknown post), so crawlers and link previews need no JavaScript.
 */
export function clientRouter(clientDir: string, services: Services, config: AppConfig, renderer: PageRenderer): Router {
  const router = Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: YEAR_SECONDS * 1000, fallthrough: false }),
  );
  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (res) => res.setHeader("Cache-Control", "no-cache"),
    }),
  );

  const indexFile = path.join(clientDir, "index.html");
  let template: string | undefined;
  const loadTemplate = () => (template ??= existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined);

  router.get("/{*splat}", async (req, res, next) => {
    if (isServerPath(req.path) || path.extname(req.path) !== "") return next();
    const html = loadTemplate();
    if (!html) {
      res.status(503).type("text/plain").send("The client is not built yet: run npm run build.");
      return;
    }
    try {
      // Rendered pages share the public response cache, so an admin change refreshes them too.
      const cacheKey = `html:${req.path}`;
      const cached = await services.responseCache.get(cacheKey);
      let page: Page;
      if (cached) {
        page = JSON.parse(cached) as Page;
      } else {
        page = await resolvePage(req.path, services, config);
        let cacheable = true;
        // Public pages (and the 404 page) arrive with their body; private ones render in the browser.
        if (!("redirect" in page) && (page.status === 404 || !page.head.noindex)) {
          const rendered = await renderer.render(req.path, req.ip ?? "unknown");
          page.body = rendered.body;
          cacheable = rendered.cacheable;
        }
        if (cacheable) await services.responseCache.set(cacheKey, JSON.stringify(page), { ttl: PUBLIC_MAX_AGE });
      }
      if ("redirect" in page) return res.redirect(302, page.redirect);
      const { body } = page;
      let document = HEAD_BLOCK.test(html) ? html.replace(HEAD_BLOCK, () => renderHead(page.head)) : html;
      if (body) document = document.replace(EMPTY_ROOT, () => `<div id="root">${body.html}</div>${body.stateScript}`);
      res.status(page.status).set("Cache-Control", "no-cache").type("html").send(document);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
