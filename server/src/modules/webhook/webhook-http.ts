import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { assertLiteralAllowed, guardedLookup } from "./target-guard";

/** What one attempt to deliver a webhook came to. */
export interface AttemptOutcome {
  /** The receiver's HTTP status; null when no answer came (refused, timed out, unreachable). */
  statusCode: number | null;
  durationMs: number;
  /** The start of the answer's body, for the panel. */
  excerpt: string | null;
  /** Why the attempt failed without an answer, or null. */
  error: string | null;
}

export interface PostOptions {
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: skip the private-address refusal (tests, an on-premises receiver). */
  allowPrivate: boolean;
}

const EXCERPT_CHARS = 300;
/** Bytes of an answer read at most; the rest is dropped. */
const READ_MAX_BYTES = 16 * 1024;

/**
 * POSTs one signed webhook body. Redirects are not followed (a 3xx is a failed attempt), the
 * whole exchange ends after `timeoutMs`, and the target's addresses are checked as it connects.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, options: PostOptions): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
      if (target.protocol !== "http:" && target.protocol !== "https:") throw new Error("Only http and https addresses are allowed");
      if (!options.allowPrivate) assertLiteralAllowed(target);
    } catch (error) {
      resolve({ statusCode: null, durationMs: elapsed(), excerpt: null, error: (error as Error).message });
      return;
    }
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(target, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
      agent: false,
      ...(options.allowPrivate ? {} : { lookup: guardedLookup }),
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${Math.round(options.timeoutMs / 1000)} s`));
    }, options.timeoutMs);
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    req.on("error", (error) => finish({ statusCode: null, excerpt: null, error: error.message.slice(0, 500) }));
    req.on("response", (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        if (bytes < READ_MAX_BYTES) chunks.push(chunk);
        bytes += chunk.length;
        if (bytes >= READ_MAX_BYTES) res.destroy();
      });
      const done = () => {
        const text = Buffer.concat(chunks).toString("utf8").replace(/\s+/g, " ").trim();
        finish({ statusCode: res.statusCode ?? null, excerpt: text ? text.slice(0, EXCERPT_CHARS) : null, error: null });
      };
      res.on("end", done);
      res.on("close", done);
      res.on("error", done);
    });
    req.end(body);
  });
}
