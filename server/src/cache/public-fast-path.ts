import type { Request, RequestHandler } from "express";
import { chooseEncoding, encodedBody, sendEncoded, type ContentEncoding, type EncodedBodies } from "./content-encoding";
import { anonymousPublicQuery, publicQueryKey, RESPONSE_CACHE_PREFIX } from "./public-query";
import type { ResponseCache } from "./response-cache";

/** Apollo's response content types, in the order Apollo offers them to the Accept header. */
const MEDIA_TYPES = [
  "application/json; charset=utf-8",
  "application/graphql-response+json; charset=utf-8",
  "application/json; callbackSpec=1.0; charset=utf-8",
];
/** Express rewrites this one's parameters when Apollo sends it; such rare requests go to Apollo. */
const CALLBACK_TYPE = MEDIA_TYPES[2];
/** Bytes of rendered answers kept (the stored entries themselves live in the response cache). */
const MAX_RENDERED_BYTES = 16 * 1024 * 1024;

interface Rendered {
  /** The cache entry this was rendered from; a different entry (new generation) renders anew. */
  raw: string;
  bodies: EncodedBodies;
  etag: string | undefined;
  cacheControl: string;
  cacheTime: number;
  bytes: number;
}

/**
 * Answers an anonymous read that the response cache already holds as public straight from
 * Express, with what Apollo and the compression middleware would send for the same cache hit:
 * the body `{"data":...}` as Apollo serialises it, cache-control from the stored policy, age,
 * the negotiated content type, the same ETag, Vary and content coding. It sits before the
 * compression middleware because it keeps each answer ready-encoded. Anything else, and every
 * miss, goes on to Apollo. Entries come from the same generational cache, so an admin change
 * is seen here at once.
 */
export function publicQueryFastPath(cache: ResponseCache): RequestHandler {
  const rendered = new Map<string, Rendered>();
  let renderedBytes = 0;

  const remember = (key: string, entry: Rendered) => {
    const old = rendered.get(key);
    if (old) renderedBytes -= old.bytes;
    rendered.delete(key);
    rendered.set(key, entry);
    renderedBytes += entry.bytes;
    for (const [oldest, { bytes }] of rendered) {
      if (renderedBytes <= MAX_RENDERED_BYTES || oldest === key) break;
      rendered.delete(oldest);
      renderedBytes -= bytes;
    }
  };

  const render = (req: Request, key: string, raw: string): Rendered | null => {
    const known = rendered.get(key);
    if (known && known.raw === raw) return known;
    const entry = JSON.parse(raw) as { data?: unknown; cachePolicy?: { maxAge?: number; scope?: string }; cacheTime?: number };
    const { maxAge, scope } = entry.cachePolicy ?? {};
    if (!entry.data || typeof maxAge !== "number" || scope !== "PUBLIC" || typeof entry.cacheTime !== "number") return null;
    const body = Buffer.from(JSON.stringify({ data: entry.data }) + "\n", "utf8");
    const etagFn = req.app.get("etag fn") as ((body: Buffer) => string) | undefined;
    const result: Rendered = {
      raw,
      bodies: { identity: body },
      etag: etagFn?.(body),
      cacheControl: `max-age=${maxAge}, public`,
      cacheTime: entry.cacheTime,
      bytes: raw.length + body.length,
    };
    remember(key, result);
    return result;
  };

  /** Encodes the answer for this coding once, counting the bytes it adds to what is kept. */
  const keepEncoded = (key: string, hit: Rendered, encoding: ContentEncoding): void => {
    const known = hit.bodies[encoding];
    const body = encodedBody(hit.bodies, encoding);
    if (!known && body !== hit.bodies.identity) {
      hit.bytes += body.length;
      remember(key, hit);
    }
  };

  return (req, res, next) => {
    const request = anonymousPublicQuery(req);
    if (!request) return next();
    const contentType = req.headers.accept ? req.accepts(MEDIA_TYPES) : MEDIA_TYPES[0];
    if (!contentType || contentType === CALLBACK_TYPE) return next();
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!encoding) return next();
    const key = publicQueryKey(request);
    cache.get(RESPONSE_CACHE_PREFIX + key).then((raw) => {
      const hit = raw === undefined ? null : render(req, key, raw);
      if (!hit) return next();
      keepEncoded(key, hit, encoding);
      res.statusCode = 200;
      res.setHeader("age", String(Math.round((Date.now() - hit.cacheTime) / 1000)));
      res.setHeader("cache-control", hit.cacheControl);
      res.setHeader("Content-Type", contentType);
      sendEncoded(req, res, hit.bodies, encoding, hit.etag);
    }, next);
  };
}
