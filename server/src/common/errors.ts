import { GraphQLError } from "graphql";
import { MESSAGES } from "./validation";

/** Stable error codes; the REST shim maps each to an HTTP status. */
export const ErrorCode = {
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  badUserInput: "BAD_USER_INPUT",
  notFound: "NOT_FOUND",
  tooManyRequests: "TOO_MANY_REQUESTS",
} as const;

export type FieldErrors = Record<string, string>;

/** Invalid input: `fields` maps each input field to the message to show beside it. */
export function badUserInput(fields: FieldErrors, message?: string): GraphQLError {
  return new GraphQLError(message ?? Object.values(fields)[0] ?? "Invalid input", {
    extensions: { code: ErrorCode.badUserInput, fields },
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

export function tooManyRequests(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(MESSAGES.tooManyAttempts, {
    extensions: { code: ErrorCode.tooManyRequests, retryAfterSeconds },
  });
}

/** Collects rule failures into one BAD_USER_INPUT error, or returns nothing when all pass. */
export function assertValid(checks: Record<string, string | undefined>): void {
  const fields: FieldErrors = {};
  for (const [field, message] of Object.entries(checks)) if (message) fields[field] = message;
  if (Object.keys(fields).length > 0) throw badUserInput(fields);
}
