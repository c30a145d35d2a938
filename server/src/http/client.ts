import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import { PUBLIC_MAX_AGE } from "../cache/cache-control";
import { chooseEncoding, sendEncoded } from "../cache/content-encoding";
import { ReadyAnswers, type ReadyAnswer } from "../cache/ready-answers";
import type { ResponseCache } from "../cache/response-cache";
import { clientKeyFor } from "../auth/client-key";
import type { Services } from "../services";
import { isServerPath } from "./client-routes";
import { goesWithoutOpenerPolicy, OPENER_POLICY_HEADER } from "./opener-policy";
import { precompressedAssets } from "./precompressed-assets";
import type { PageRenderer, RenderedPage } from "./page-renderer";
import { isDatabaseUnreachable } from "../common/errors";
import { PageDataTimeout, sendUnavailablePage, withinPageDeadline } from "./unavailable-page";
import { escapeHtml } from "../../../common/escape";
import { deferStylesheet } from "../../../common/deferred-stylesheet";
import { matchRoute } from "../../../common/routes";
import { requestLog } from "../logging/request-logging";
import { previewAllowed, previewToken, PREVIEW_HEADERS, withNoindex } from "./preview-page";
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
  const document = template.replace(HEAD_BLOCK, (block) => mark(rendered?.head || fallback(block)));
  if (!body) return document;
  // Its own CSS is inline (see client/src/app/critical-css.ts): the whole stylesheet is only for the whole app.
  return deferStylesheet(document.replace(EMPTY_ROOT, () => `<div id="root">${body.html}</div>${body.stateScript}`));
}

/** Express's ETag function for the app's "etag" setting. */
type EtagFn = (body: Buffer) => string;

/** Pages are revalidated on every visit (their ETag makes that cheap). */
const PAGE_CACHE_CONTROL = "no-cache";
export const PAGE_CONTENT_TYPE = "text/html; charset=utf-8";

/** Rendered pages share the public response cache (so an admin change refreshes them too) under this key. */
const pageCacheKey = (renderPath: string) => `html:${renderPath}`;

/** A page document kept ready, and the key it is kept under. */
export interface PageHit {
  key: string;
  answer: ReadyAnswer;
}

/**
 * The finished document of a page the site has, when the page route below has already built it
 * from the current cache entry: only a path that reached that route as a page of the site is
 * ever kept under its own name (the 404 page is kept under NOT_FOUND_RENDER_PATH and names the
 * path it answers, so it is not looked up here). Null otherwise; a promise when the cache is shared.
 */
export function pageLookup(cache: ResponseCache, answers: ReadyAnswers): (pathname: string) => PageHit | null | Promise<PageHit | null> {
  const hit = (key: string, raw: string | undefined): PageHit | null => {
    const answer = raw === undefined ? undefined : answers.get(key, raw);
    return answer ? { key, answer } : null;
  };
  return (pathname) => {
    if (pathname === NOT_FOUND_RENDER_PATH) return null;
    const key = pageCacheKey(pathname);
    const raw = cache.getNow(key);
    return raw instanceof Promise ? raw.then((value) => hit(key, value)) : hit(key, raw);
  };
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html with each page's head rendered in (HTTP 404 for unknown paths, a redirect to
 * /blog for an unknown post), so crawlers and link previews need no JavaScript.
 */
export function clientRouter(clientDir: string, services: Services, renderer: PageRenderer, answers = new ReadyAnswers()): Router {
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
  const rememberSent = (
    key: string,
    raw: string,
    page: Exclude<Page, { redirect: string }>,
    document: string,
    etagFn?: EtagFn,
  ): ReadyAnswer => {
    const identity = Buffer.from(document, "utf8");
    const publicDocument = page.rendered?.body !== undefined;
    return answers.set(key, {
      raw,
      status: page.status,
      bodies: { identity },
      etag: etagFn?.(identity),
      cacheControl: PAGE_CACHE_CONTROL,
      publicDocument,
    });
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
    const preview = previewToken(req);
    if (preview !== null && matchRoute(req.path)) {
      // Rendered afresh for its holder, kept nowhere: a valid token shows the draft on the real
      // page; a forged or expired one gets the page's own message (the queries refuse it).
      try {
        const allowed = previewAllowed(req.path, preview, services);
        const render = await renderer.render(`${req.path}?preview=${encodeURIComponent(preview)}`, clientKeyFor(req), requestLog(req));
        const document = withNoindex(documentFor(html, { status: 200, noindex: true, rendered: render.page }));
        return res
          .status(allowed ? 200 : 403)
          .set(PREVIEW_HEADERS)
          .type(PAGE_CONTENT_TYPE)
          .send(document);
      } catch (error) {
        return next(error);
      }
    }
    try {
      // Every unknown path shares one rendered 404 page: a flood of made-up addresses renders
      // and stores nothing new. Its canonical link is the only part that names the path.
      const known = matchRoute(req.path) !== undefined;
      const renderPath = known ? req.path : NOT_FOUND_RENDER_PATH;
      const cacheKey = pageCacheKey(renderPath);
      let raw = await services.responseCache.get(cacheKey);
      let sent = raw === undefined ? undefined : answers.get(cacheKey, raw);
      if (!sent) {
        let page: Page;
        if (raw) {
          page = JSON.parse(raw) as Page;
        } else {
          page = await withinPageDeadline(pageStatus(renderPath, services));
          // A redirect (a post that does not exist) is not kept: made-up post ids would each take a key.
          let cacheable = !("redirect" in page);
          // Public pages (and the 404 page) arrive with their head and body; private ones with their head.
          if (!("redirect" in page)) {
            const render = await renderer.render(renderPath, clientKeyFor(req), requestLog(req));
            page.rendered = render.page;
            cacheable = render.cacheable;
          }
          raw = JSON.stringify(page);
          const ttl = cacheable ? await services.contentSchedule.maxAge(PUBLIC_MAX_AGE) : 0;
          // A ttl of 0 (a scheduled change less than a second away) keeps nothing.
          if (ttl > 0) await services.responseCache.set(cacheKey, raw, { ttl });
        }
        if ("redirect" in page) return res.redirect(302, page.redirect);
        sent = rememberSent(cacheKey, raw, page, documentFor(html, page), req.app.get("etag fn") as EtagFn | undefined);
      }
      if (goesWithoutOpenerPolicy(sent.publicDocument, req.headers.cookie)) res.removeHeader(OPENER_POLICY_HEADER);
      if (!known) {
        const ownPath = `${escapeHtml(withoutTrailingSlashes(req.path))}"`;
        const document = sent.bodies.identity.toString("utf8").replaceAll(`${NOT_FOUND_RENDER_PATH}"`, () => ownPath);
        return res.status(sent.status).set("Cache-Control", PAGE_CACHE_CONTROL).type(PAGE_CONTENT_TYPE).send(document);
      }
      res.status(sent.status).set("Cache-Control", PAGE_CACHE_CONTROL).type(PAGE_CONTENT_TYPE);
      const encoding = chooseEncoding(req.headers["accept-encoding"]);
      // A header outside the usual grammar is left to the compression middleware.
      if (!encoding) return res.send(sent.bodies.identity);
      answers.keepEncoded(cacheKey, sent, encoding);
      sendEncoded(req, res, sent.bodies, encoding, sent.etag);
    } catch (error) {
      if (error instanceof PageDataTimeout || isDatabaseUnreachable(error)) return sendUnavailablePage(res);
      next(error);
    }
  });
  return router;
}
