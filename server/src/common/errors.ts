import { GraphQLError } from "graphql";
import { ErrorCode } from "../../../common/error-codes";
import { type FieldErrors, MESSAGES } from "../../../common/validation";

export { ErrorCode };

export const SERVICE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Nothing was saved; please try again in a moment.";
/** How long the REST shim tells clients to wait after a database outage answer. */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;

/** Driver error codes that mean the database could not be reached, not that the query was wrong. */
const DATABASE_UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "PROTOCOL_CONNECTION_LOST",
  "PROTOCOL_SEQUENCE_TIMEOUT",
  "ER_CON_COUNT_ERROR",
  "ER_SERVER_SHUTDOWN",
  "SQLITE_BUSY",
]);

/** True when an error (or what it wraps: originalError, driverError, cause) is a database outage. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, originalError, driverError, cause } = current as Record<string, unknown>;
    if (typeof code === "string" && DATABASE_UNREACHABLE_CODES.has(code)) return true;
    pending.push(originalError, driverError, cause);
  }
  return false;
}

/** Invalid input: `fields` maps each input field to the message to show beside it. */
export function badUserInput(fields: FieldErrors, message?: string): GraphQLError {
  return new GraphQLError(message ?? Object.values(fields)[0] ?? "Invalid input", {
    extensions: { code: ErrorCode.badUserInput, fields },
  });
}

/**
 * A refused sign-in. On /graphql it stays a field error for the form (UNAUTHENTICATED would
 * read as an ended session); `restStatus` makes the REST shim answer 401, as HTTP expects.
 */
export function invalidCredentials(): GraphQLError {
  return new GraphQLError(MESSAGES.invalidCredentials, {
    extensions: { code: ErrorCode.badUserInput, fields: { password: MESSAGES.invalidCredentials }, restStatus: 401 },
  });
}

export function unauthenticated(message: string = MESSAGES.notSignedIn): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.unauthenticated } });
}

export function forbidden(message: string = MESSAGES.forbidden): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.forbidden } });
}

export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.notFound } });
}

export function tooManyRequests(retryAfterSeconds: number, message: string = MESSAGES.tooManyAttempts): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.tooManyRequests, retryAfterSeconds },
  });
}
