import type { IncomingMessage } from "node:http";

/**
 * The body of a request that arrived together with its headers (a small GraphQL POST does),
 * read without taking it from anyone else. Called from the "request" event: on the next tick
 * the parser has handled the bytes that came with the headers, so `done(body, giveBack)` gets
 * either the whole body (all Content-Length bytes are there), or null when it is still on its
 * way (nothing is read: Express and its body deadline take over) or longer than `maxBytes`.
 * `giveBack()` puts the bytes back for Express: nothing has read the stream to its end, so it
 * then reads as if untouched, whoever parses it next. A request answered here should be
 * resumed, so that its stream ends.
 */
export function readArrivedBody(req: IncomingMessage, maxBytes: number, done: (body: Buffer | null, giveBack: () => void) => void): void {
  const expected = Number(req.headers["content-length"]);
  process.nextTick(() => {
    if (!(expected > 0 && expected <= maxBytes && req.readableLength === expected)) return done(null, () => {});
    const chunks: Buffer[] = [];
    for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) chunks.push(chunk);
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, expected);
    done(body, () => req.unshift(body));
  });
}
