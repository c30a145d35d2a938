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

const options = (level: LogLevel): LoggerOptions => ({
  level,
  redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  timestamp: pino.stdTimeFunctions.isoTime,
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

/** `destination` lets a test read the lines; the server writes to stdout. */
export function createLogger(settings: LoggerSettings, destination?: DestinationStream): Logger {
  const stream = destination ?? (settings.pretty ? prettyStream() : undefined) ?? pino.destination({ dest: 1, sync: true });
  return pino(options(settings.level), stream);
}
