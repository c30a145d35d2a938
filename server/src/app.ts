import type { RequestListener } from "node:http";
import path from "node:path";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type Request } from "express";
import type { DataSource } from "typeorm";
import type { AppConfig } from "./config/env";
import { type AppContext, createContextFactory } from "./context";
import { clientRouter } from "./http/client";
import { isServerPath } from "./http/client-routes";
import { sendErrorPage } from "./http/unavailable-page";
import { createPageRenderer } from "./http/page-renderer";
import { crawlerRouter } from "./http/crawlers";
import { healthRouter } from "./http/health";
import { mediaFiles } from "./http/media-files";
import { httpErrorFields } from "./http/error-fields";
import { playgroundHandler } from "./http/playground";
import { mediaUploadHandler } from "./modules/media/media-upload.route";
import { restRouter } from "./rest/rest-router";
import { apiDocsRouter } from "./rest/api-docs";
import type { Services } from "./services";
import { ReadyAnswers } from "./cache/ready-answers";
import { fastPath, GRAPHQL_BODY_LIMIT } from "./http/fast-path";
import { responseCachePlugins } from "./cache/response-cache.plugin";
import { createSchema } from "./schema";
import { csrfPlugin } from "./modules/session/csrf.plugin";
import { formatError, graphqlLimits, MAX_TOKENS, unexpectedFailureLog } from "./graphql-limits";
import { securityHeaders } from "./http/security";
import { refuseDeepJson } from "./http/json-depth";
import { bodyDeadline } from "./http/slow-requests";
import { MEMBER_IMPORT_PATHS, memberImportRouter } from "./modules/member-import/member-import.route";
import { MESSAGES } from "../../common/validation";
import { MEDIA_URL_PREFIX } from "../../common/media";
import { REPO_ROOT } from "./repo-root";
import { processLogger } from "./logging/current-logger";
import { requestLog, requestLogging, requestTracker } from "./logging/request-logging";
import { mailPagesRouter } from "./http/mail-pages";
import { type GraphqlRules, graphqlReads, signedInReads } from "./http/signed-in-reads";
import { loadPersistedOperations, PERSISTED_OPERATIONS_FILE } from "./http/persisted-operations";

const DEFAULT_CLIENT_DIR = path.join(REPO_ROOT, "dist/client");
/** The server build of the client (`vite build --ssr`), beside the client build. */
const serverEntryFor = (clientDir: string) => path.join(clientDir, "..", "ssr", "entry-server.mjs");
/** The client build's persisted operations, beside the server entry. */
const persistedOperationsFor = (clientDir: string) => path.join(clientDir, "..", "ssr", PERSISTED_OPERATIONS_FILE);

export interface CreatedApp {
  app: Express;
  /** The server's request listener: cached public answers first, then `app` for everything else. */
  listener: RequestListener;
  services: Services;
  stop: () => Promise<void>;
}

export async function createApp(
  config: AppConfig,
  dataSource: DataSource,
  options: {
    clientDir?: string;
    persistedOperationsFile?: string;
    /** Every signed-in read through Express and Apollo (tests compare the two). */
    withoutSignedInReads?: boolean;
  } = {},
): Promise<CreatedApp> {
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const persisted = loadPersistedOperations(options.persistedOperationsFile ?? persistedOperationsFor(clientDir));
  const contextFactory = createContextFactory(dataSource, config);
  const limits = graphqlLimits();
  const schema = await createSchema();
  // One set of rules for Apollo Server and for the signed-in reads answered before it.
  const rules: GraphqlRules = {
    schema,
    validationRules: limits.validationRules,
    maxTokens: MAX_TOKENS,
    formatError: formatError(config.isProduction),
    includeStacktrace: config.sendsStackTraces,
  };
  const apollo = new ApolloServer<AppContext>({
    schema,
    introspection: true,
    allowBatchedHttpRequests: false,
    // By default Apollo stops itself on SIGTERM/SIGINT, failing every GraphQL request still in
    // flight; main.ts drains them first and then stops it through stop().
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    persistedQueries: { cache: persisted.cache },
    includeStacktraceInErrorResponses: rules.includeStacktrace,
    formatError: rules.formatError,
    validationRules: rules.validationRules,
    parseOptions: { maxTokens: rules.maxTokens },
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ...limits.plugins,
      ...responseCachePlugins(contextFactory.services.responseCache, contextFactory.services.contentSchedule),
      csrfPlugin(),
      unexpectedFailureLog(),
    ],
  });
  await apollo.start();

  const reads = graphqlReads(rules);
  const track = requestTracker(processLogger());
  const security = securityHeaders(config);
  const answers = new ReadyAnswers();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // First, so even a 404 or a static file carries the request id.
  app.use(requestLogging(track));
  app.use(security.middleware);
  // Before the body deadline (an upload from a phone may take minutes; it has its own idle limit)
  // and before the REST shim, whose JSON body parser must not see the multipart stream.
  app.post("/api/media", mediaUploadHandler(contextFactory));
  app.use(bodyDeadline);
  app.use(
    "/graphql",
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    graphqlBodyErrors,
    refuseDeepJson((res) => res.status(400).json({ errors: [{ message: MESSAGES.jsonTooDeep, extensions: { code: "BAD_REQUEST" } }] })),
  );
  app.use(compression());
  app.use(healthRouter(dataSource));
  app.get("/graphql", playgroundHandler(clientDir));
  app.use("/graphql", expressMiddleware(apollo, { context: async ({ req }) => contextFactory(req) }));
  app.use(MEMBER_IMPORT_PATHS.import, memberImportRouter(contextFactory));
  app.use(apiDocsRouter(config, schema));
  app.use("/api", restRouter(apollo, contextFactory, reads));
  app.use(crawlerRouter(config, contextFactory.services));
  app.use(mailPagesRouter(contextFactory.services));
  app.use(MEDIA_URL_PREFIX, mediaFiles(contextFactory.services.media.storage));
  const renderer = createPageRenderer(serverEntryFor(clientDir), apollo, contextFactory.services, config);
  app.use(clientRouter(clientDir, contextFactory.services, renderer, answers));
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.use(errorHandler(config));

  const etagFn = app.get("etag fn") as ((body: Buffer) => string) | undefined;
  const fixedHeaders = security.fixed?.flat();
  return {
    app,
    listener: fastPath({
      app,
      cache: contextFactory.services.responseCache,
      answers,
      persistedBody: persisted.body,
      securityHeaders: security.fixed,
      track,
      etagFn,
      signedInReads:
        fixedHeaders && !options.withoutSignedInReads
          ? signedInReads({ app, reads, context: contextFactory, fixedHeaders, track, etagFn })
          : undefined,
    }),
    services: contextFactory.services,
    stop: async () => {
      await apollo.stop();
      await contextFactory.services.rateLimits.close();
      await contextFactory.services.responseCache.close();
      await contextFactory.services.media.storage.close();
    },
  };
}

/** A body that is not JSON gets a GraphQL-shaped 400 rather than an HTML error page. */
const graphqlBodyErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const { type, status } = httpErrorFields(error);
  if (type !== "entity.parse.failed" && type !== "entity.too.large") return next(error);
  const message = type === "entity.too.large" ? "Request body is too large" : "Malformed JSON in request body";
  res.status(typeof status === "number" ? status : 400).json({ errors: [{ message, extensions: { code: "BAD_REQUEST" } }] });
};

function errorHandler(config: AppConfig): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const fields = httpErrorFields(error);
    const status = typeof fields.status === "number" && fields.status >= 400 && fields.status < 600 ? fields.status : 500;
    if (status >= 500) requestLog(req).error({ err: error }, "Unhandled error");
    if (res.headersSent) return;
    if (isPageRequest(req)) return sendErrorPage(res, status);
    const message =
      status >= 500 && config.isProduction ? "Internal server error" : typeof fields.message === "string" ? fields.message : "Error";
    res.status(status).json({ success: false, message, data: null });
  };
}

/** A browser navigating to a page, as opposed to an API call: it should get HTML back. */
function isPageRequest(req: Request): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !isServerPath(req.path) && req.accepts(["json", "html"]) === "html";
}
