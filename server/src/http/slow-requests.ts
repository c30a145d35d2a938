import type { Server } from "node:http";
import type { RequestHandler } from "express";
import { MESSAGES } from "../../../common/validation";

/**
 * A body (at most a few hundred KB here) that has not arrived in this time is a slow-body
 * attack or a dead client; either way it would hold a connection and a parser open.
 */
const BODY_DEADLINE_MS = 10_000;

/** Answers 408 and closes the connection when a request's body is still arriving after BODY_DEADLINE_MS. */
export const bodyDeadline: RequestHandler = (req, res, next) => {
  const length = req.headers["content-length"];
  const hasBody = (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
  if (!hasBody || req.complete) return next();
  const timer = setTimeout(() => {
    if (req.complete || res.headersSent) return;
    res.status(408).set("Connection", "close").json({ success: false, message: MESSAGES.requestTooSlow, data: null });
    res.once("finish", () => req.socket.destroy());
  }, BODY_DEADLINE_MS);
  const clear = () => clearTimeout(timer);
  req.once("end", clear);
  res.once("close", clear);
  next();
};

/**
 * Node's own limits, a backstop for what the middleware cannot see: headers that never end
 * (Node's default is 60 s) and a whole request that takes too long (default 5 minutes).
 */
export function boundRequestTimes(server: Server): void {
  server.headersTimeout = 20_000;
  // Long enough for an image upload over a slow phone network (bodyDeadline bounds every other body).
  server.requestTimeout = 15 * 60_000;
}
