import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { chooseEncoding, encodedAnswer, isConditional, type ContentEncoding } from "../cache/content-encoding";
import { postedQueryKey, publicQueryContentType, publicQueryLookup, queryKey, type QueryHit } from "../cache/public-fast-path";
import { graphqlRead, passesCsrfPrevention, postedPublicQuery, urlRead, type PublicQuery } from "../cache/public-query";
import type { ReadyAnswer, ReadyAnswers } from "../cache/ready-answers";
import type { ResponseCache } from "../cache/response-cache";
import { memoByString } from "../common/string-memo";
import { REQUEST_ID_HEADER, type RequestTracker } from "../logging/request-logging";
import { readArrivedBody } from "./arrived-body";
import { PAGE_CONTENT_TYPE, pageLookup, type PageHit } from "./client";
import { goesWithoutOpenerPolicy, withoutOpenerPolicy } from "./opener-policy";
import type { FixedHeaders } from "./security";
import type { SignedInReads } from "./signed-in-reads";

/** The largest GraphQL POST body Express parses (express.json's limit), in bytes. */
export const GRAPHQL_BODY_LIMIT = 256 * 1024;
/** The JSON bodies express.json reads as they are: no other charset, which it would convert or refuse. */
const PLAIN_JSON = /^application\/json(?:;[\t ]*charset=utf-8)?$/i;

interface FastPathOptions {
  /** Everything not answered here, and every miss, exactly as it would be without the fast path. */
  app: RequestListener;
  cache: ResponseCache;
  answers: ReadyAnswers;
  /** The client operation a persisted query's hash names (GET requests by hash). */
  persistedBody: (hash: string) => string | undefined;
  /** Every header the app's security middleware sets; null (they vary per request): no fast path. */
  securityHeaders: FixedHeaders | null;
  /** The request logging's id and summary line. */
  track: RequestTracker;
  etagFn: ((body: Buffer) => string) | undefined;
  /** Reads by a signed-in caller, answered before Express when they can be (signed-in-reads.ts). */
  signedInReads?: SignedInReads;
}

type Hit = QueryHit | PageHit;
/**
 * An answer ready to send in one coding and content type: its bytes, and its headers with
 * slots for the per-request ones (the request id at 1; Age at 3 in `aged`), filled in just
 * before writeHead, which reads the array at once and keeps nothing of it.
 */
type Prepared = { body: Buffer; plain: string[]; aged: string[] };

/**
 * The server's request listener: cache hits that need no session are answered here, before
 * Express, with the very headers Express would send for them (security headers, request id
 * and log line, caching, type, ETag, coding); Express answers everything else. Two kinds:
 * anonymous public GraphQL reads (GET, also by a persisted query's hash, and POST bodies that
 * arrived whole and parse as express.json parses them) held in the response cache as public,
 * and the site's pages whose documents the page route has built from the current cache entry.
 * Conditional requests (Express answers 304) and Accept-Encoding headers outside the usual
 * grammar (left to the compression middleware) go to Express.
 */
export function fastPath(options: FastPathOptions): RequestListener {
  const { app, cache, answers, securityHeaders, track } = options;
  if (!securityHeaders) return app;
  const fixed = securityHeaders.flat();
  const fixedForVisitors = withoutOpenerPolicy(securityHeaders).flat();
  const findQuery = publicQueryLookup(cache, answers, options.etagFn);
  const findPage = pageLookup(cache, answers);
  // A browser asks for the same few reads by the same URLs all day (the persisted queries are the build's).
  const keyOfUrl = memoByString((url) => {
    const read = urlRead(url, options.persistedBody);
    return read && queryKey(read);
  });

  // By answer, then coding, then content type: the last two are constant strings, so no key is built per request.
  // A public page asked for without a session goes without one header (opener-policy.ts): kept apart.
  const prepared = new WeakMap<ReadyAnswer, Map<ContentEncoding, Map<string, Prepared>>>();
  const preparedForVisitors = new WeakMap<ReadyAnswer, Map<ContentEncoding, Map<string, Prepared>>>();
  const send = (req: IncomingMessage, res: ServerResponse, hit: Hit, encoding: ContentEncoding, contentType: string, age?: string) => {
    const { key, answer } = hit;
    const forVisitor = goesWithoutOpenerPolicy(answer.publicDocument, req.headers.cookie);
    const byAnswer = forVisitor ? preparedForVisitors : prepared;
    let forAnswer = byAnswer.get(answer);
    if (!forAnswer) byAnswer.set(answer, (forAnswer = new Map<ContentEncoding, Map<string, Prepared>>()));
    let forEncoding = forAnswer.get(encoding);
    if (!forEncoding) forAnswer.set(encoding, (forEncoding = new Map<string, Prepared>()));
    let ready = forEncoding.get(contentType);
    if (!ready) {
      answers.keepEncoded(key, answer, encoding);
      const encoded = encodedAnswer(answer.bodies, encoding, answer.etag);
      const headers = [
        ...(forVisitor ? fixedForVisitors : fixed),
        "Cache-Control",
        answer.cacheControl,
        "Content-Type",
        contentType,
        ...encoded.headers,
      ];
      ready = { body: encoded.body, plain: [REQUEST_ID_HEADER, "", ...headers], aged: [REQUEST_ID_HEADER, "", "Age", "", ...headers] };
      forEncoding.set(contentType, ready);
    }
    const headers = age === undefined ? ready.plain : ready.aged;
    const { body } = ready;
    track.answerAtOnce(req, res, (requestId) => {
      headers[1] = requestId;
      if (age !== undefined) headers[3] = age;
      res.writeHead(answer.status, headers);
      res.end(body);
    });
  };
  /** Answers a hit, or hands the request to Express. */
  const settle = (
    req: IncomingMessage,
    res: ServerResponse,
    found: Hit | null | Promise<Hit | null>,
    answer: (hit: Hit) => void,
    giveBack?: () => void,
  ) => {
    if (!(found instanceof Promise)) return finish(req, res, found, answer, giveBack);
    found.then(
      (found) => finish(req, res, found, answer, giveBack),
      () => finish(req, res, null, answer, giveBack),
    );
  };
  const finish = (req: IncomingMessage, res: ServerResponse, found: Hit | null, answer: (hit: Hit) => void, giveBack?: () => void) => {
    if (!found) {
      giveBack?.();
      return app(req, res);
    }
    if (giveBack) req.resume(); // to its end, past the body read here
    answer(found);
  };
  const query = (req: IncomingMessage, res: ServerResponse, encoding: ContentEncoding) => {
    const contentType = publicQueryContentType(req);
    if (!contentType) return app(req, res);
    const answer = (hit: Hit) => send(req, res, hit, encoding, contentType, ageOf(hit.answer));
    if (req.method === "GET") {
      if (hasBody(req) || isConditional(req) || !passesCsrfPrevention(req)) return app(req, res);
      const key = keyOfUrl(req.url ?? "");
      return key ? settle(req, res, findQuery(key), answer) : app(req, res);
    }
    if (!isPlainJsonPost(req)) return app(req, res);
    readArrivedBody(req, GRAPHQL_BODY_LIMIT, (body, giveBack) => {
      const key = body && postedQueryKey(req, body);
      settle(req, res, key ? findQuery(key) : null, answer, giveBack);
    });
  };

  /** A read with a bearer token, API key or cookie: the signed-in path, when it can take it. */
  const signedIn = (req: IncomingMessage, res: ServerResponse, encoding: ContentEncoding) => {
    const contentType = publicQueryContentType(req);
    const reads = options.signedInReads;
    if (!reads || !contentType || isConditional(req)) return app(req, res);
    const as = { encoding, contentType };
    if (req.method === "GET") {
      const read = hasBody(req) ? null : graphqlRead(req, undefined, options.persistedBody);
      return read ? reads(req, res, read, as, { handBack: () => {}, drain: () => {} }) : app(req, res);
    }
    if (!isPlainJsonPost(req)) return app(req, res);
    readArrivedBody(req, GRAPHQL_BODY_LIMIT, (body, giveBack) => {
      const read = body && parsedRead(body);
      if (!read) {
        giveBack();
        return app(req, res);
      }
      reads(req, res, read, as, { handBack: giveBack, drain: () => req.resume() });
    });
  };

  return (req, res) => {
    const { method, url = "" } = req;
    if (method !== "GET" && method !== "HEAD" && method !== "POST") return app(req, res);
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (!encoding || url.charCodeAt(0) !== 47 /* "/" */ || url.includes("#")) return app(req, res);
    const queryStart = url.indexOf("?");
    const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
    if (pathname === "/graphql") {
      // No session may be read from the cache (pages are the same for everyone).
      const session = req.headers.authorization !== undefined || req.headers.cookie !== undefined;
      if (method === "HEAD") return app(req, res);
      return session ? signedIn(req, res, encoding) : query(req, res, encoding);
    }
    // A preview link's page is made for its holder alone: never from the cache.
    if (method === "POST" || isConditional(req) || (queryStart >= 0 && url.includes("preview=", queryStart))) return app(req, res);
    settle(req, res, findPage(pathname), (hit) => send(req, res, hit, encoding, PAGE_CONTENT_TYPE));
  };
}

const ageOf = (answer: ReadyAnswer) => String(Math.round((Date.now() - (answer.cacheTime ?? Date.now())) / 1000));

/** A whole JSON body that express.json reads as it is, of a stated length. */
function isPlainJsonPost(req: IncomingMessage): boolean {
  const type = req.headers["content-type"];
  if (type === undefined || !PLAIN_JSON.test(type) || req.headers["content-encoding"] !== undefined) return false;
  return req.headers["transfer-encoding"] === undefined && Number(req.headers["content-length"]) > 0;
}

/** A POSTed read, parsed as express.json parses it (JSON.parse on the UTF-8 text); anything else is left to it. */
function parsedRead(body: Buffer): PublicQuery | null {
  try {
    return postedPublicQuery(JSON.parse(body.toString("utf8")));
  } catch {
    return null;
  }
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}
