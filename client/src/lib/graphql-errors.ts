import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { USER_FACING_CODES } from "../../../common/error-codes";
import type { FieldErrors } from "../../../common/validation";

/** What the server said about a failed operation; null for network and other non-GraphQL failures. */
export interface ServerError {
  code?: string;
  message: string;
  /** BAD_USER_INPUT: input field name -> message to show beside it. */
  fields: FieldErrors;
}

function toFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export function readServerError(error: unknown): ServerError | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const [first] = error.errors;
  if (!first) return null;
  const code = first.extensions?.code;
  return {
    code: typeof code === "string" ? code : undefined,
    message: first.message,
    fields: toFieldErrors(first.extensions?.fields),
  };
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** The spec's words (docs/spec.md) for a failure the user can only retry (network down, server error). */
export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";

/** The server's message when it explains the failure; undefined for network and internal errors. */
export function usefulMessage(error: unknown): string | undefined {
  const server = readServerError(error);
  return server?.code && USER_FACING_CODES.includes(server.code) ? server.message : undefined;
}
