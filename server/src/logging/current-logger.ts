import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import type { Logger } from "./logger";

/**
 * The logger of the request being served, so a service deep in a call (mail, AI, password
 * reset) logs with the request id without every signature carrying a logger; outside a
 * request it is the process logger. Node keeps the store across awaits and Express's body
 * parsers (checked in logging.test.ts).
 */
const requestLoggers = new AsyncLocalStorage<{ readonly logger: Logger }>();

/** Silent until main.ts installs the configured one, which keeps in-process tests quiet. */
let processLogger: Logger = pino({ level: "silent" });

export function setProcessLogger(logger: Logger): void {
  processLogger = logger;
}

export function currentLogger(): Logger {
  return requestLoggers.getStore()?.logger ?? processLogger;
}

export function runWithLogger<T>(logger: Logger, work: () => T): T {
  return requestLoggers.run({ logger }, work);
}

/**
 * Runs a request's work with a logger bound to its id, made when the work first logs: most
 * requests never do, and making a child logger (with its redaction) cost more than the rest of
 * a cached answer.
 */
export function runWithRequestLogger<T>(base: Logger, requestId: string, work: () => T): T {
  let made: Logger | undefined;
  return requestLoggers.run(
    {
      get logger() {
        return (made ??= base.child({ requestId }));
      },
    },
    work,
  );
}

/**
 * A message the operator has to read (the first admin's password): written at info even
 * when LOG_LEVEL is quieter, since it is shown only once.
 */
export function operatorNotice(message: string): void {
  const logger = currentLogger();
  (logger.isLevelEnabled("info") ? logger : logger.child({}, { level: "info" })).info(message);
}
