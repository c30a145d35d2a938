import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, OperationTypeNode, type GraphQLFormattedError, type ValidationRule } from "graphql";
import { USER_FACING_CODES } from "../../common/error-codes";
import { ErrorCode, isDatabaseUnreachable, SERVICE_UNAVAILABLE_MESSAGE } from "./common/errors";
import type { Logger } from "./logging/logger";

/**
 * Bounds on every GraphQL document. Depth counts introspection too; 15 fits GraphiQL's
 * introspection query (so the playground keeps working) and is far above any real query.
 */
export const MAX_TOKENS = 1500;

export function graphqlLimits(): { plugins: ApolloServerPlugin[]; validationRules: ValidationRule[] } {
  const armor = new ApolloArmor({
    maxDepth: { n: 15, ignoreIntrospection: false, flattenFragments: true },
    costLimit: { maxCost: 5000 },
    // Armor exempts __typename aliases by default; each one still costs a resolver call and output.
    maxAliases: { n: 15, allowList: [] },
    maxDirectives: { n: 10 },
    // Armor's token plugin answers HTTP 500 under Apollo Server 5; graphql-js's own parser limit is used instead.
    maxTokens: { enabled: false },
    // formatError removes suggestions in production from every error, not only validation's.
    blockFieldSuggestion: { enabled: false },
  });
  const { plugins, validationRules } = armor.protect();
  return { plugins, validationRules: [...validationRules, noSubscriptions] };
}

/** The schema has no subscriptions; saying so at validation makes one a 400, not an execution failure. */
const noSubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === OperationTypeNode.SUBSCRIPTION)
      context.reportError(new GraphQLError("Subscriptions are not supported.", { nodes: node }));
  },
});

/** graphql-js's "Did you mean …?" hints, which name schema fields, types and enum values. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** An error Apollo raised about the HTTP request itself (e.g. a persisted-query mismatch): status 4xx. */
function isBadRequest(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.originalError !== undefined) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}

/** Codes whose messages are written for users; anything else is an internal failure. */
const PUBLIC_CODES = new Set([
  ...USER_FACING_CODES,
  "GRAPHQL_VALIDATION_FAILED",
  "GRAPHQL_PARSE_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "OPERATION_RESOLUTION_FAILURE",
  "AI_FAILED",
  "AI_EMPTY",
]);

/** Errors formatError hid behind "Internal server error": each is logged, with its stack, by the request's logger. */
const unexpectedFailures = new WeakSet<object>();

/**
 * Logs the unexpected failures among an operation's errors (formatError has seen them), with the
 * request's logger: formatError is given no context, and the line should carry the request id.
 */
export function logUnexpectedFailures(errors: readonly unknown[] | undefined, log: Logger): void {
  for (const error of errors ?? []) {
    if (typeof error === "object" && error !== null && unexpectedFailures.has(error)) log.error({ err: error }, "GraphQL operation failed");
  }
}

/**
 * Apollo's side of logUnexpectedFailures: the operation's errors as the answer leaves; and a
 * failure outside the operation (a plugin's, say), for which Apollo sends no answer of its own
 * and formatError sees only "Internal server error".
 */
export function unexpectedFailureLog(): ApolloServerPlugin<{ log: Logger }> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        willSendResponse: ({ errors, contextValue }) => Promise.resolve(logUnexpectedFailures(errors, contextValue.log)),
      }),
    unexpectedErrorProcessingRequest: ({ requestContext, error }) => {
      if (!isDatabaseUnreachable(error)) requestContext.contextValue.log.error({ err: error }, "GraphQL operation failed");
      return Promise.resolve();
    },
  };
}

/**
 * A database outage answers SERVICE_UNAVAILABLE (the REST shim: 503), so clients know to retry
 * and that nothing was saved. In production any other unexpected error says only that
 * something failed, keeping its code.
 */
export function formatError(isProduction: boolean) {
  return (original: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // With introspection off, suggestions would still spell out the schema to a prober.
    const formatted = isProduction ? { ...original, message: original.message.replace(SUGGESTION, "") } : original;
    if (isDatabaseUnreachable(error)) {
      return {
        message: SERVICE_UNAVAILABLE_MESSAGE,
        extensions: { code: ErrorCode.serviceUnavailable },
        path: formatted.path,
        locations: formatted.locations,
      };
    }
    // Our own refusals raised before execution (e.g. a missing CSRF token) keep their code.
    const ownCode = USER_FACING_CODES.some((code) => code === formatted.extensions?.code);
    if (isBadRequest(error) && !ownCode) return { ...formatted, extensions: { ...formatted.extensions, code: "BAD_REQUEST" } };
    const rawCode = formatted.extensions?.code;
    const code = typeof rawCode === "string" ? rawCode : "INTERNAL_SERVER_ERROR";
    if (PUBLIC_CODES.has(code) || !isProduction) return formatted;
    if (error instanceof GraphQLError && error.originalError === undefined && code !== "INTERNAL_SERVER_ERROR") return formatted;
    if (typeof error === "object" && error !== null) unexpectedFailures.add(error);
    return {
      message: "Internal server error",
      extensions: { code: "INTERNAL_SERVER_ERROR" },
      path: formatted.path,
      locations: formatted.locations,
    };
  };
}
