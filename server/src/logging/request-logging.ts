import type { RequestHandler } from "express";
import { runWithLogger } from "./current-logger";
import type { Logger } from "./logger";
import { requestIdFrom } from "./request-id";

const REQUEST_ID_HEADER = "X-Request-Id";

/** Probes and hashed assets arrive all day and say little: their lines are debug, not info. */
const ROUTINE = /^\/(?:healthz|readyz|assets\/)/;

/**
 * First middleware: every response carries the request id, every line the request causes is
 * written by a child logger bound to it, and one line sums the request up when it ends.
 * The query string is left out of that line: it can hold a password-reset token.
 */
export function requestLogging(base: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const logger = base.child({ requestId });
    const startedAt = process.hrtime.bigint();
    const summarise = () => {
      const durationMs = Math.round(Number(process.hrtime.bigint() - startedAt) / 1e4) / 100;
      const line = { method: req.method, path: req.originalUrl.split("?")[0] ?? "", status: res.statusCode, durationMs };
      if (!res.writableFinished) logger.warn({ ...line, aborted: true }, "request aborted");
      else if (res.statusCode >= 500) logger.warn(line, "request failed");
      else if (ROUTINE.test(line.path)) logger.debug(line, "request completed");
      else logger.info(line, "request completed");
    };
    res.once("close", summarise);
    runWithLogger(logger, next);
  };
}
