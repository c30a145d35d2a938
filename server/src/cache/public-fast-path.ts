import type { IncomingMessage } from "node:http";
import express from "express";
import { memoByString } from "../common/string-memo";
import { isAnonymousJsonPost, postedPublicQuery, publicQueryKey, RESPONSE_CACHE_PREFIX, type PublicQuery } from "./public-query";
import type { ReadyAnswer, ReadyAnswers } from "./ready-answers";
import type { ResponseCache } from "./response-cache";

/** Apollo's response content types, in the order Apollo offers them to the Accept header. */
const MEDIA_TYPES = [
  "application/json; charset=utf-8",
  "application/graphql-response+json; charset=utf-8",
  "application/json; callbackSpec=1.0; charset=utf-8",
];
/** Express rewrites this one's parameters when Apollo sends it; such rare requests go to Apollo. */
const CALLBACK_TYPE = MEDIA_TYPES[2];

/** The content type Apollo would answer with, or null for a request to leave to Apollo. */
export function publicQueryContentType(req: IncomingMessage): string | null {
  const { accept } = req.headers;
  return accept ? contentTypeFor(accept) : MEDIA_TYPES[0]!;
}

/** Express's own negotiation (it reads nothing but the Accept header), once per distinct header. */
const contentTypeFor = memoByString((accept): string | null => {
  const type = express.request.accepts.call({ headers: { accept } } as never, ...MEDIA_TYPES);
  return type && type !== CALLBACK_TYPE ? type : null;
});

/** The response cache key of a public read. */
export function queryKey(query: PublicQuery): string {
  return RESPONSE_CACHE_PREFIX + publicQueryKey(query);
}

/**
 * The cache key of the public read a POST asks for, or null when it is not one. `body` is
 * parsed as express.json parses it (JSON.parse on the UTF-8 text); bytes it might read
 * otherwise (a byte order mark, say) fail here and are left to it.
 */
export function postedQueryKey(req: IncomingMessage, body: Buffer): string | null {
  return isAnonymousJsonPost(req) ? keyOfBody(body.toString("utf8")) : null;
}

/** The same few queries arrive all day: each body's key is worked out (parsed, checked, hashed) once. */
const keyOfBody = memoByString((text): string | null => {
  try {
    const query = postedPublicQuery(JSON.parse(text));
    return query && queryKey(query);
  } catch {
    return null; // not JSON: express.json answers it
  }
});

/** A cached public read: the answer, and the key it is kept under. */
export interface QueryHit {
  key: string;
  answer: ReadyAnswer;
}

/**
 * Finds the answer to an anonymous read that the response cache already holds as public, as
 * Apollo would send it for the same cache hit: the body `{"data":...}` as Apollo serialises
 * it, cache-control from the stored policy, the time it was stored (for Age) and the ETag
 * Express gives it. Entries come from the same generational cache, so an admin change is seen
 * at once. Null for a miss; a promise when the cache is shared (Redis).
 */
export function publicQueryLookup(
  cache: ResponseCache,
  answers: ReadyAnswers,
  etagFn: ((body: Buffer) => string) | undefined,
): (key: string) => QueryHit | null | Promise<QueryHit | null> {
  const build = (key: string, raw: string): ReadyAnswer | null => {
    const entry = JSON.parse(raw) as { data?: unknown; cachePolicy?: { maxAge?: number; scope?: string }; cacheTime?: number };
    const { maxAge, scope } = entry.cachePolicy ?? {};
    if (!entry.data || typeof maxAge !== "number" || scope !== "PUBLIC" || typeof entry.cacheTime !== "number") return null;
    const body = Buffer.from(JSON.stringify({ data: entry.data }) + "\n", "utf8");
    return answers.set(key, {
      raw,
      status: 200,
      bodies: { identity: body },
      etag: etagFn?.(body),
      cacheControl: `max-age=${maxAge}, public`,
      cacheTime: entry.cacheTime,
    });
  };
  const hit = (key: string, raw: string | undefined): QueryHit | null => {
    if (raw === undefined) return null;
    const answer = answers.get(key, raw) ?? build(key, raw);
    return answer && { key, answer };
  };
  return (key) => {
    const raw = cache.getNow(key);
    return raw instanceof Promise ? raw.then((value) => hit(key, value)) : hit(key, raw);
  };
}
