import pino from "pino";
import type { Logger } from "./logger";

/**
 * The process's logger, for work no request started (boot, jobs, workers). A request's own
 * lines go through its logger instead (`requestLog` in request-logging.ts, `ctx.log` in a
 * resolver), passed down to the services that log on its behalf. Not AsyncLocalStorage: on
 * Node 20 it turns on async hooks for every promise and tick of every request, which cost the
 * cached answers 4–14% of their throughput (README, the bench's figures of 2026-12-02).
 */
let processLog: Logger = pino({ level: "silent" }); // silent until main.ts installs the configured one, which keeps in-process tests quiet

export function setProcessLogger(logger: Logger): void {
  processLog = logger;
}

export function processLogger(): Logger {
  return processLog;
}

/**
 * A message the operator has to read (the first admin's password): written at info even
 * when LOG_LEVEL is quieter, since it is shown only once.
 */
export function operatorNotice(message: string, logger: Logger = processLog): void {
  (logger.isLevelEnabled("info") ? logger : logger.child({}, { level: "info" })).info(message);
}
