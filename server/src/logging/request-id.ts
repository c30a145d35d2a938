import { randomUUID } from "node:crypto";

/**
 * An id set by a proxy in front is kept so its logs and ours line up; anything that could
 * forge or break a log line (spaces, quotes, control characters, long values) is replaced.
 * Nothing this lets through is escaped in JSON: the log line writes it as it is.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}
