import pino, { type DestinationStream, type Level, type Logger, type LoggerOptions } from "pino";

export type { Logger };
export type LogLevel = Level | "silent";
export const LOG_LEVELS: readonly LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

/**
 * Secrets never reach a log line, whatever a caller passes (SECURITY.md, "Secrets and data").
 * Paths are matched one level deep, enough for the objects this server logs.
 */
const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  ...["password", "newPassword", "currentPassword", "token", "accessToken", "jwt", "link", "resetLink", "apiKey"].flatMap((key) => [
    key,
    `*.${key}`,
  ]),
];

interface LoggerSettings {
  level: LogLevel;
  /** Readable lines for a person at a terminal; JSON lines otherwise. */
  pretty: boolean;
}

let timeMs = Number.NaN;
let timeField = "";
/**
 * pino's isoTime (`,"time":"<ISO 8601>"`), formatted once per millisecond: under load many
 * lines share one, and formatting a date costs more than the rest of a request's log line.
 */
export function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

const options = (level: LogLevel): LoggerOptions => ({
  level,
  redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  timestamp: isoTime,
});

/**
 * pino-pretty is a dev dependency: an image built with `npm prune --omit=dev` runs in
 * production and prints JSON, and if it is missing elsewhere JSON is the fallback.
 */
function prettyStream(): DestinationStream | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when present, as said above
    const pretty = require("pino-pretty") as typeof import("pino-pretty");
    // Synchronous, so the last lines before process.exit() are not lost.
    return pretty({
      sync: true,
      translateTime: "SYS:HH:MM:ss.l",
      // A request fits on one line at a terminal: "GET /blog 200 12.3ms [id]".
      messageFormat: "{msg}{if method}: {method} {path} {status} {durationMs}ms{end}{if requestId} [{requestId}]{end}",
      ignore: "pid,hostname,requestId,method,path,status,durationMs",
    });
  } catch {
    return undefined;
  }
}

/** A destination that gathers lines and writes them together; flushSync() writes what it holds now. */
export interface BatchedDestination extends DestinationStream {
  flushSync(): void;
}

/**
 * Lines written to `out` together, once per turn of the event loop (setImmediate, right after
 * the turn's I/O callbacks), rather than one write system call per line: under load a turn
 * answers many requests, whose lines then cost one write. Nothing waits longer than that
 * turn, and what is held is written synchronously as the process exits (process.exit, a
 * signal handled by main.ts, an uncaught exception); only a process killed outright
 * (SIGKILL, a native crash) loses the lines of the turn it was in.
 */
export function batchedDestination(out: { write(text: string): unknown }): BatchedDestination {
  let held = "";
  let scheduled = false;
  const flushSync = () => {
    scheduled = false;
    if (held === "") return;
    const text = held;
    held = "";
    out.write(text);
  };
  process.on("exit", flushSync);
  return {
    write(line: string) {
      held += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flushSync);
      }
    },
    flushSync,
  };
}

/** `destination` lets a test read the lines; the server writes to stdout. */
export function createLogger(settings: LoggerSettings, destination?: DestinationStream): Logger {
  const stream =
    destination ?? (settings.pretty ? prettyStream() : undefined) ?? batchedDestination(pino.destination({ dest: 1, sync: true }));
  return pino(options(settings.level), stream);
}
