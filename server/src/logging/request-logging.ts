import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import pino, { type DestinationStream } from "pino";
import { memoByString } from "../common/string-memo";
import { processLogger } from "./current-logger";
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
export interface RequestTracker {
  (req: IncomingMessage, res: ServerResponse): string;
  /**
   * For an answer sent whole at once (`answer` writes and ends the response): when Node has
   * handed all of it to the socket by the time `answer` returns, the line is written then,
   * with no listener left on the response; otherwise when the response closes, as for any other.
   */
  answerAtOnce(req: IncomingMessage, res: ServerResponse, answer: (requestId: string) => void): void;
}

const TRACKED_ID = Symbol("request id");
const REQUEST_LOG = Symbol("request log");
type Tracked = IncomingMessage & { [TRACKED_ID]?: string; [REQUEST_LOG]?: Logger };

/**
 * The logger of a request: every line it writes carries the request's id, so a failure deep in
 * a service lines up with the request's summary line. Made when the request first logs: most
 * never do, and a child logger (with its redaction) costs more than the rest of a cached answer.
 * The process logger for a request no tracker has seen.
 */
export function requestLog(req: IncomingMessage): Logger {
  const tracked = req as Tracked;
  const requestId = tracked[TRACKED_ID];
  if (requestId === undefined) return processLogger();
  return (tracked[REQUEST_LOG] ??= processLogger().child({ requestId }));
}

export function requestTracker(base: Logger): RequestTracker {
  // The summary line is made here of fixed fields, none of them secret (the query string, which
  // can hold a password-reset token, is left out), so redaction, which costs more than the rest
  // of a cached answer, has nothing to do on it.
  const summaries = base.child({}, { redact: { paths: [] } });
  const completed = completedLine(summaries);
  const summarize = (req: IncomingMessage, res: ServerResponse, requestId: string, path: string, startedAt: number) => {
    const durationMs = Math.round((performance.now() - startedAt) * 100) / 100;
    // The id first, as a child logger bound to it would write it.
    const line = { requestId, method: req.method ?? "", path, status: res.statusCode, durationMs };
    if (!res.writableFinished) summaries.warn({ ...line, aborted: true }, "request aborted");
    else if (res.statusCode >= 500) summaries.warn(line, "request failed");
    else if (ROUTINE.test(line.path)) summaries.debug(line, "request completed");
    else if (summaries.isLevelEnabled("info")) completed(line);
  };
  /** The request's id, and its path as it arrived (Express's routers shorten `req.url` inside a mounted router). */
  const begin = (req: Tracked) => {
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    req[TRACKED_ID] = requestId;
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    return { requestId, path: queryAt < 0 ? url : url.slice(0, queryAt) };
  };
  const track = (req: Tracked, res: ServerResponse) => {
    const tracked = req[TRACKED_ID];
    if (tracked !== undefined) return tracked;
    const { requestId, path } = begin(req);
    const startedAt = performance.now();
    // A response closes once.
    res.on("close", () => summarize(req, res, requestId, path, startedAt));
    return requestId;
  };
  const answerAtOnce = (req: Tracked, res: ServerResponse, answer: (requestId: string) => void) => {
    if (req[TRACKED_ID] !== undefined) return answer(track(req, res));
    const { requestId, path } = begin(req);
    const startedAt = performance.now();
    answer(requestId);
    if (res.writableFinished) summarize(req, res, requestId, path, startedAt);
    else res.on("close", () => summarize(req, res, requestId, path, startedAt));
  };
  return Object.assign(track, { answerAtOnce });
}

interface Summary {
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

/**
 * Writes a "request completed" line at info, the line of nearly every request, with the very
 * bytes pino writes for `logger.info(summary, "request completed")` (request-logging.test.ts
 * compares them): its level, time, bindings, then the fields. Built here because pino's general
 * serialiser (its serializers, formatters, hooks and escaping of every value) cost a tenth of a
 * cached answer; the fields are known and only the path and method can hold characters to escape.
 */
export function completedLine(logger: pino.Logger): (summary: Summary) => void {
  // pino's own documented symbols (pino.symbols) for its stream, time function and bindings.
  const internals = logger as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as DestinationStream;
  const time = internals[pino.symbols.timeSym] as () => string;
  const level = logger.levels.values.info;
  return ({ requestId, method, path, status, durationMs }) => {
    const chindings = internals[pino.symbols.chindingsSym] as string;
    // A request id is safe as it is (requestIdFrom): nothing in it is escaped in JSON.
    stream.write(
      `{"level":${level}${time()}${chindings},"requestId":"${requestId}","method":${jsonString(method)},` +
        `"path":${jsonString(path)},"status":${status},"durationMs":${durationMs},"msg":"request completed"}\n`,
    );
  };
}

/** The JSON text of the few methods and paths that arrive all day, each written out once. */
const jsonString = memoByString((value) => JSON.stringify(value));

/**
 * First middleware: every response carries the request id (which `requestLog` binds to the
 * request's lines), and one line sums the request up when it ends.
 */
export function requestLogging(track: RequestTracker): RequestHandler {
  return (req, res, next) => {
    res.setHeader(REQUEST_ID_HEADER, track(req, res));
    next();
  };
}
