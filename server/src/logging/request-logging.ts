import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { runWithRequestLogger } from "./current-logger";
import type { Logger } from "./logger";
import { requestIdFrom } from "./request-id";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Probes and hashed assets arrive all day and say little: their lines are debug, not info. */
const ROUTINE = /^\/(?:healthz|readyz|assets\/)/;

/**
 * Gives a request its id (the caller puts it in the X-Request-Id header) and writes the one
 * line that sums the request up when it ends. A request tracked already (the fast path began
 * it, then handed it to Express) keeps its id and its one line.
 */
export type RequestTracker = (req: IncomingMessage, res: ServerResponse) => string;

const TRACKED_ID = Symbol("request id");
type Tracked = IncomingMessage & { [TRACKED_ID]?: string };

export function requestTracker(base: Logger): RequestTracker {
  // The summary line is made here of fixed fields, none of them secret (the query string, which
  // can hold a password-reset token, is left out), so redaction, which costs more than the rest
  // of a cached answer, has nothing to do on it.
  const summaries = base.child({}, { redact: { paths: [] } });
  return (req: Tracked, res) => {
    const tracked = req[TRACKED_ID];
    if (tracked !== undefined) return tracked;
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    req[TRACKED_ID] = requestId;
    const url = req.url ?? "";
    const startedAt = performance.now();
    // A response closes once.
    res.on("close", () => {
      const durationMs = Math.round((performance.now() - startedAt) * 100) / 100;
      // The id first, as a child logger bound to it would write it.
      const line = { requestId, method: req.method, path: url.split("?")[0] ?? "", status: res.statusCode, durationMs };
      if (!res.writableFinished) summaries.warn({ ...line, aborted: true }, "request aborted");
      else if (res.statusCode >= 500) summaries.warn(line, "request failed");
      else if (ROUTINE.test(line.path)) summaries.debug(line, "request completed");
      else summaries.info(line, "request completed");
    });
    return requestId;
  };
}

/**
 * First middleware: every response carries the request id, every line the request causes is
 * written by a child logger bound to it, and one line sums the request up when it ends.
 */
export function requestLogging(base: Logger, track = requestTracker(base)): RequestHandler {
  return (req, res, next) => {
    const requestId = track(req, res);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    runWithRequestLogger(base, requestId, next);
  };
}
