import type { IncomingMessage } from "node:http";
import express from "express";
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
  // Express's own negotiation, which reads nothing but the request's headers.
  const type = req.headers.accept ? express.request.accepts.call(req as never, ...MEDIA_TYPES) : MEDIA_TYPES[0]!;
  return type && type !== CALLBACK_TYPE ? type : null;
}

/** The response cache key of a public read. */
export function queryKey(query: PublicQuery): string {
  return RESPONSE_CACHE_PREFIX + publicQueryKey(query);
}

/** Bodies of this many characters at most have their keys remembered, up to MAX_KNOWN_BODIES of them. */
const MAX_KNOWN_BODY = 4096;
const MAX_KNOWN_BODIES = 1000;
/** The same few queries arrive all day: each body's key is worked out (parsed, checked, hashed) once. */
const knownBodies = new Map<string, string | null>();

/**
 * The cache key of the public read a POST asks for, or null when it is not one. `body` is
 * parsed as express.json parses it (JSON.parse on the UTF-8 text); bytes it might read
 * otherwise (a byte order mark, say) fail here and are left to it.
 */
export function postedQueryKey(req: IncomingMessage, body: Buffer): string | null {
  if (!isAnonymousJsonPost(req)) return null;
  const text = body.toString("utf8");
  let key = knownBodies.get(text);
  if (key !== undefined) return key;
  let query: PublicQuery | null = null;
  try {
    query = postedPublicQuery(JSON.parse(text));
  } catch {
    // not JSON: express.json answers it
  }
  key = query && queryKey(query);
  if (text.length <= MAX_KNOWN_BODY) {
    if (knownBodies.size >= MAX_KNOWN_BODIES) knownBodies.clear();
    knownBodies.set(text, key);
  }
  return key;
}

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
