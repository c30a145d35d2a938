import type { ApolloServer } from "@apollo/server";
import express, { Router, type ErrorRequestHandler, type Response } from "express";
import type { GraphQLFormattedError } from "graphql";
import type { AppContext, ContextFactory, RequestAuth } from "../context";
import { isDatabaseUnreachable, SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_RETRY_SECONDS } from "../common/errors";
import { ErrorCode } from "../../../common/error-codes";
import { REST_ROUTES } from "./routes";
import { requestLog } from "../logging/request-logging";
import { httpErrorFields } from "../http/error-fields";
import { refuseDeepJson } from "../http/json-depth";
import { MESSAGES } from "../../../common/validation";
import type { GraphqlReads } from "../http/signed-in-reads";

const STATUS_BY_CODE: Record<string, number> = {
  [ErrorCode.unauthenticated]: 401,
  [ErrorCode.forbidden]: 403,
  [ErrorCode.notFound]: 404,
  [ErrorCode.badUserInput]: 400,
  // Apollo's own code for a document that does not fit the schema.
  GRAPHQL_VALIDATION_FAILED: 400,
  [ErrorCode.tooManyRequests]: 429,
  [ErrorCode.serviceUnavailable]: 503,
};

export function sendError(res: Response, error: GraphQLFormattedError, auth: RequestAuth): void {
  const rawCode = error.extensions?.code;
  const code = typeof rawCode === "string" ? rawCode : "INTERNAL_SERVER_ERROR";
  const status = Number(error.extensions?.restStatus ?? STATUS_BY_CODE[code] ?? 500);
  // RFC 6750 section 3: say which scheme is expected, and whether a presented token was refused.
  if (status === 401) res.set("WWW-Authenticate", auth.problem ? 'Bearer error="invalid_token"' : "Bearer");
  const retryAfter = error.extensions?.retryAfterSeconds;
  if (status === 429) res.set("Retry-After", String(typeof retryAfter === "number" ? retryAfter : 60));
  if (status === 503) res.set("Retry-After", String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
  const fields = error.extensions?.fields;
  res.status(status).json({
    success: false,
    message: status === 500 ? "Something went wrong. Please try again." : error.message,
    data: null,
    ...(fields ? { errors: fields } : {}),
  });
}

/**
 * The /api paths of docs/spec.md section 7: each runs its GraphQL operation with the same
 * context and rules as Apollo. A signed-in caller's read runs as a signed-in read over GraphQL
 * does (graphql-jit, each document checked once: `reads`); everything else goes through Apollo.
 */
export function restRouter(apollo: ApolloServer<AppContext>, contextFactory: ContextFactory, reads: GraphqlReads): Router {
  const router = Router();
  router.use(express.json({ limit: "100kb" }));
  router.use(refuseDeepJson((res) => res.status(400).json({ success: false, message: MESSAGES.jsonTooDeep, data: null })));
  for (const route of REST_ROUTES) {
    router[route.method](route.path, async (req, res, next) => {
      try {
        const contextValue = await contextFactory(req);
        const raw: unknown = req.body;
        const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
        const operation = route.operation({ params: req.params as Record<string, string>, body, auth: contextValue.auth });
        const { data, errors } = await execute(operation, contextValue);
        if (errors?.[0]) return sendError(res, errors[0], contextValue.auth);
        if (!data) throw new Error("GraphQL answered neither data nor errors");
        if (operation.attachment) {
          res.set("Cache-Control", "no-store").attachment(operation.attachment).type("application/json").send(operation.data(data));
          return;
        }
        res.set("Cache-Control", "no-store").json({ success: true, message: operation.message, data: operation.data(data) });
      } catch (error) {
        next(error);
      }
    });
  }
  /**
   * A signed-in caller's read never gets a cached public answer from Apollo, so it can skip
   * Apollo; an anonymous read may, and a mutation always goes through it.
   */
  async function execute(
    operation: { query: string; variables: Record<string, unknown> },
    contextValue: AppContext,
  ): Promise<{ data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }> {
    const read = { query: operation.query, variables: operation.variables, operationName: null };
    const signedIn = Boolean(contextValue.auth.user || contextValue.auth.apiKey);
    const prepared = signedIn ? reads.prepare(read) : null;
    if (prepared) {
      const { data, errors } = await reads.execute(prepared, read, contextValue);
      return { data: data as Record<string, unknown> | null | undefined, errors };
    }
    const response = await apollo.executeOperation({ query: operation.query, variables: operation.variables }, { contextValue });
    if (response.body.kind !== "single") throw new Error("Unexpected incremental response");
    return response.body.singleResult;
  }

  router.use((_req, res) => {
    res.status(404).json({ success: false, message: "Not found", data: null });
  });
  router.use(jsonErrors);
  return router;
}

const jsonErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return;
  const { type, status, message } = httpErrorFields(error);
  if (type === "entity.parse.failed") {
    res.status(400).json({ success: false, message: "Malformed JSON in request body", data: null });
    return;
  }
  if (type === "entity.too.large") {
    res.status(413).json({ success: false, message: "Request body is too large", data: null });
    return;
  }
  // The client's own mistake, such as malformed percent-encoding in the path: no stack to log.
  if (typeof status === "number" && status >= 400 && status < 500) {
    res.status(status).json({ success: false, message: typeof message === "string" ? message : "Bad request", data: null });
    return;
  }
  if (isDatabaseUnreachable(error)) {
    res.status(503).set("Retry-After", String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
    res.json({ success: false, message: SERVICE_UNAVAILABLE_MESSAGE, data: null });
    return;
  }
  requestLog(req).error({ err: error }, "REST request failed");
  res.status(500).json({ success: false, message: "Something went wrong. Please try again.", data: null });
};
