import type { Request, Response } from "express";
import { brotliCompressSync, constants, deflateSync, gzipSync } from "node:zlib";
import { memoByString } from "../common/string-memo";

/**
 * What the `compression` middleware (with the settings app.ts gives it) would do to a body,
 * for answers that are stored ready-made and sent before that middleware: encode once per
 * stored answer, not once per request. Same negotiation and threshold; brotli works harder,
 * since it runs once.
 */
export type ContentEncoding = "br" | "gzip" | "deflate" | "identity";

/** compression's default threshold: smaller bodies are sent as they are. */
const COMPRESSION_THRESHOLD = 1024;

const PROVIDED: ContentEncoding[] = ["br", "gzip", "deflate", "identity"];
const PREFERRED: ContentEncoding[] = ["br", "gzip"];
/** `token [; q=qvalue]`, the forms browsers and HTTP clients send; anything else is left to the middleware. */
const CODING = /^[\t ]*([!#$%&'*+.^_`|~0-9A-Za-z-]+)[\t ]*(?:;[\t ]*[qQ]=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)[\t ]*)?$/;

interface Spec {
  encoding: string;
  q: number;
  /** position in the header (or, for a priority, of the matching entry) */
  o: number;
  /** 1 for an exact match, 0 for `*` */
  s: number;
  i: number;
}

/**
 * The coding compression would pick for this Accept-Encoding header (negotiator's rules with
 * br and gzip preferred on ties; identity when nothing else is acceptable), or null for a
 * header outside the simple grammar above, which the caller leaves to the middleware.
 */
export function chooseEncoding(header: string | undefined): ContentEncoding | null {
  return header ? negotiated(header) : "identity";
}

/** Browsers and clients send a handful of distinct headers: each is negotiated once. */
const negotiated = memoByString((header): ContentEncoding | null => {
  const accepted: Spec[] = [];
  const parts = header.split(",");
  let minQuality = 1;
  for (const [i, part] of parts.entries()) {
    const match = CODING.exec(part);
    if (!match) return null;
    const q = match[2] === undefined ? 1 : Number(match[2]);
    accepted.push({ encoding: match[1]!.toLowerCase(), q, o: i, s: 0, i });
    minQuality = Math.min(minQuality, q || 1);
  }
  if (!accepted.some((spec) => spec.encoding === "identity" || spec.encoding === "*")) {
    accepted.push({ encoding: "identity", q: minQuality, o: parts.length, s: 0, i: parts.length });
  }
  const priorities = PROVIDED.map((encoding, index) => {
    let best: Spec = { encoding, q: 0, o: -1, s: 0, i: index };
    for (const spec of accepted) {
      if (spec.encoding !== encoding && spec.encoding !== "*") continue;
      const candidate = { encoding, q: spec.q, o: spec.o, s: spec.encoding === encoding ? 1 : 0, i: index };
      if ((best.s - candidate.s || best.q - candidate.q || best.o - candidate.o) < 0) best = candidate;
    }
    return best;
  });
  const ranked = priorities
    .filter((p) => p.q > 0)
    .sort((a, b) => {
      if (a.q !== b.q) return b.q - a.q;
      const pa = PREFERRED.indexOf(a.encoding as ContentEncoding);
      const pb = PREFERRED.indexOf(b.encoding as ContentEncoding);
      if (pa === -1 && pb === -1) return b.s - a.s || a.o - b.o || a.i - b.i;
      if (pa !== -1 && pb !== -1) return pa - pb;
      return pa === -1 ? 1 : -1;
    });
  return (ranked[0]?.encoding as ContentEncoding | undefined) ?? "identity";
});

/**
 * The body encoded once for every request that will get it: brotli at its best quality (11, not
 * the compression middleware's per-request 4; a page comes out about a sixth smaller, under the
 * 14 kB a connection's first round trip carries), zlib at compression's level 6.
 */
function encode(body: Buffer, encoding: Exclude<ContentEncoding, "identity">): Buffer {
  if (encoding === "br") return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return encoding === "gzip" ? gzipSync(body) : deflateSync(body);
}

/** One answer's bytes: as they are, and each coding asked for so far. */
export type EncodedBodies = { identity: Buffer } & Partial<Record<Exclude<ContentEncoding, "identity">, Buffer>>;

/** The answer in this coding, encoded on first use and kept; small answers go as they are, as compression sends them. */
export function encodedBody(bodies: EncodedBodies, encoding: ContentEncoding): Buffer {
  if (encoding === "identity" || bodies.identity.length < COMPRESSION_THRESHOLD) return bodies.identity;
  return (bodies[encoding] ??= encode(bodies.identity, encoding));
}

/**
 * A kept answer's bytes in this coding, with the headers the compression middleware would add
 * (the caller adds status, type and caching), as a flat list: name, value, name, value...
 */
export function encodedAnswer(
  bodies: EncodedBodies,
  encoding: ContentEncoding,
  etag: string | undefined,
): { body: Buffer; headers: string[] } {
  const body = encodedBody(bodies, encoding);
  const headers = ["Vary", "Accept-Encoding"];
  if (etag) headers.push("ETag", etag);
  if (body !== bodies.identity) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(body.length));
  return { body, headers };
}

/**
 * Sends a kept answer through Express in the coding the request accepts. Conditional requests
 * take Express's own path, so a matching ETag answers 304.
 */
export function sendEncoded(req: Request, res: Response, bodies: EncodedBodies, encoding: ContentEncoding, etag: string | undefined): void {
  const { body, headers } = encodedAnswer(bodies, encoding, etag);
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
  if (isConditional(req)) res.send(body);
  else res.end(body);
}

/** A request Express may answer 304; the fast path leaves these to it. */
export function isConditional(req: { headers: Request["headers"] }): boolean {
  return req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined;
}
