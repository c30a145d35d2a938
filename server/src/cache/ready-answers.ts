import { encodedBody, type ContentEncoding, type EncodedBodies } from "./content-encoding";

/** Bytes of ready answers kept (the stored entries themselves live in the response cache). */
const MAX_BYTES = 32 * 1024 * 1024;

/** An answer built from one response cache entry, kept with its bytes in each coding asked for. */
export interface ReadyAnswer {
  /** The cache entry it was built from; a different entry (a new generation) builds anew. */
  raw: string;
  status: number;
  bodies: EncodedBodies;
  etag: string | undefined;
  cacheControl: string;
  /** When the entry was stored, for the Age header of cached GraphQL answers. */
  cacheTime?: number;
  /** A page document the server rendered whole: the same for everyone (see opener-policy.ts). */
  publicDocument?: boolean;
}

interface Kept {
  answer: ReadyAnswer;
  bytes: number;
}

/**
 * Finished answers (public GraphQL reads and page documents) keyed like their response cache
 * entries, so a hit costs one cache read and no JSON, rendering or compression. Shared by the
 * fast path before Express and by the Express routes that build them on a miss.
 */
export class ReadyAnswers {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;

  /** The answer built from exactly this cache entry, if it is kept. */
  get(key: string, raw: string): ReadyAnswer | undefined {
    const kept = this.kept.get(key);
    return kept && kept.answer.raw === raw ? kept.answer : undefined;
  }

  set(key: string, answer: ReadyAnswer): ReadyAnswer {
    this.remember(key, { answer, bytes: answer.raw.length + answer.bodies.identity.length });
    return answer;
  }

  /** Encodes the answer in this coding on first use, counting the bytes it adds to what is kept. */
  keepEncoded(key: string, answer: ReadyAnswer, encoding: ContentEncoding): void {
    if (encoding === "identity" || answer.bodies[encoding]) return;
    const body = encodedBody(answer.bodies, encoding);
    const kept = this.kept.get(key);
    if (body !== answer.bodies.identity && kept?.answer === answer) this.remember(key, { answer, bytes: kept.bytes + body.length });
  }

  private remember(key: string, entry: Kept): void {
    const old = this.kept.get(key);
    if (old) this.bytes -= old.bytes;
    this.kept.delete(key);
    this.kept.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, { bytes }] of this.kept) {
      if (this.bytes <= MAX_BYTES || oldest === key) break;
      this.kept.delete(oldest);
      this.bytes -= bytes;
    }
  }
}
