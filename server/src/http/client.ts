import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import { PUBLIC_MAX_AGE } from "../cache/cache-control";
import { chooseEncoding, sendEncoded, type EncodedBodies } from "../cache/content-encoding";
import { clientKeyFor } from "../auth/client-key";
import type { Services } from "../services";
import { isServerPath } from "./client-routes";
import { precompressedAssets } from "./precompressed-assets";
import type { PageRenderer, RenderedPage } from "./page-renderer";
import { isDatabaseUnreachable } from "../common/errors";
import { PageDataTimeout, sendUnavailablePage, withinPageDeadline } from "./unavailable-page";
import { escapeHtml } from "../../../common/escape";
import { matchRoute } from "../../../common/routes";
import { canonicalPagePath, NOT_FOUND_RENDER_PATH, pageStatus, withoutTrailingSlashes, type PageStatus } from "./page-status";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const HEAD_BLOCK = /<!--ssr-head[\s\S]*?<!--\/ssr-head-->/;
const EMPTY_ROOT = '<div id="root"></div>';
const SERVER_HEAD_ATTRIBUTE = "data-server-head";

type Page = PageStatus & { rendered?: RenderedPage };

/**
 * The page's own head replaces the template's; without one (no server build, a failed render)
 * the template's title and description stay, kept out of search results where the page would be.
 * Every tag is marked as the server's: React adopts them when it hydrates the page, but a page
 * sent without a body, or a part of one that React renders afresh, gets new tags, and the client's
 * PageHead then removes the server's twins (client/src/components/seo/page-head.tsx).
 */
function documentFor(template: string, page: Exclude<Page, { redirect: string }>): string {
  const { rendered } = page;
  const body = rendered?.body;
  const fallback = (block: string) => (page.noindex ? `${block}\n    <meta name="robots" content="noindex" />` : block);
  const mark = (head: string) => head.replace(/<(title|meta|link)\b/g, `<$1 ${SERVER_HEAD_ATTRIBUTE}`);
  let document = template.replace(HEAD_BLOCK, (block) => mark(rendered?.head || fallback(block)));
  if (body) document = document.replace(EMPTY_ROOT, () => `<div id="root">${body.html}</div>${body.stateScript}`);
  return document;
}

/** Paths whose finished documents are kept, ready-encoded (the site's pages and posts, and one 404 page). */
const MAX_SENT_PAGES = 256;

interface SentPage {
  /** The cached page it was built from; a different one (after an admin change) builds anew. */
  raw: string;
  status: number;
  bodies: EncodedBodies;
  etag: string | undefined;
}

/** Express's ETag function for the app's "etag" setting. */
type EtagFn = (body: Buffer) => string;

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html with each page's head rendered in (HTTP 404 for unknown paths, a redirect to
 * /blog for an unknown post), so crawlers and link previews need no JavaScript.
 */
export function clientRouter(clientDir: string, services: Services, renderer: PageRenderer): Router {
  const router = Router();
  router.use("/assets", precompressedAssets(path.join(clientDir, "assets"), YEAR_SECONDS));
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: YEAR_SECONDS * 1000, fallthrough: false }),
  );
  // Another spelling of a page's address (`/about/`, `//about`, `/About`, `/index.html`) is
  // sent to its one address, so each page is rendered and cached once.
  router.use((req, res, next) => {
    const canonical = req.method === "GET" || req.method === "HEAD" ? canonicalPagePath(req.path) : undefined;
    if (!canonical || isServerPath(canonical)) return next();
    const query = req.originalUrl.indexOf("?");
    res.redirect(301, canonical + (query < 0 ? "" : req.originalUrl.slice(query)));
  });
  const publicFiles = express.static(clientDir, {
    index: false,
    setHeaders: (res) => res.setHeader("Cache-Control", "no-cache"),
  });
  // Only names with an extension are files; pages skip the disk lookup.
  router.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

  // Each page's finished document, encoded once per coding rather than on every request.
  const sentPages = new Map<string, SentPage>();
  const rememberSent = (pathname: string, raw: string, status: number, document: string, etagFn?: EtagFn): SentPage => {
    const identity = Buffer.from(document, "utf8");
    const entry: SentPage = { raw, status, bodies: { identity }, etag: etagFn?.(identity) };
    sentPages.delete(pathname);
    sentPages.set(pathname, entry);
    if (sentPages.size > MAX_SENT_PAGES) sentPages.delete(sentPages.keys().next().value!);
    return entry;
  };

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
      // Every unknown path shares one rendered 404 page: a flood of made-up addresses renders
      // and stores nothing new. Its canonical link is the only part that names the path.
      const known = matchRoute(req.path) !== undefined;
      const renderPath = known ? req.path : NOT_FOUND_RENDER_PATH;
      // Rendered pages share the public response cache, so an admin change refreshes them too.
      const cacheKey = `html:${renderPath}`;
      let raw = await services.responseCache.get(cacheKey);
      let sent = raw === undefined ? undefined : sentPages.get(renderPath);
      if (!sent || sent.raw !== raw) {
        let page: Page;
        if (raw) {
          page = JSON.parse(raw) as Page;
        } else {
          page = await withinPageDeadline(pageStatus(renderPath, services));
          // A redirect (a post that does not exist) is not kept: made-up post ids would each take a key.
          let cacheable = !("redirect" in page);
          // Public pages (and the 404 page) arrive with their head and body; private ones with their head.
          if (!("redirect" in page)) {
            const render = await renderer.render(renderPath, clientKeyFor(req));
            page.rendered = render.page;
            cacheable = render.cacheable;
          }
          raw = JSON.stringify(page);
          if (cacheable) await services.responseCache.set(cacheKey, raw, { ttl: PUBLIC_MAX_AGE });
        }
        if ("redirect" in page) return res.redirect(302, page.redirect);
        sent = rememberSent(renderPath, raw, page.status, documentFor(html, page), req.app.get("etag fn") as EtagFn | undefined);
      }
      if (!known) {
        const ownPath = `${escapeHtml(withoutTrailingSlashes(req.path))}"`;
        const document = sent.bodies.identity.toString("utf8").replaceAll(`${NOT_FOUND_RENDER_PATH}"`, () => ownPath);
        return res.status(sent.status).set("Cache-Control", "no-cache").type("html").send(document);
      }
      res.status(sent.status).set("Cache-Control", "no-cache").type("html");
      const encoding = chooseEncoding(req.headers["accept-encoding"]);
      // A header outside the usual grammar is left to the compression middleware.
      if (!encoding) return res.send(sent.bodies.identity);
      sendEncoded(req, res, sent.bodies, encoding, sent.etag);
    } catch (error) {
      if (error instanceof PageDataTimeout || isDatabaseUnreachable(error)) return sendUnavailablePage(res);
      next(error);
    }
  });
  return router;
}
