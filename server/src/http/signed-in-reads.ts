import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants, gzip, deflate } from "node:zlib";
import { promisify } from "node:util";
import type { Express, Request } from "express";
import {
  execute,
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from "graphql";
import { getVariableValues } from "graphql/execution/values";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { LRUCache } from "lru-cache";
import type { AppContext } from "../context";
import type { ContentEncoding } from "../cache/content-encoding";
import type { PublicQuery } from "../cache/public-query";
import { logUnexpectedFailures } from "../graphql-limits";
import { REQUEST_ID_HEADER, requestLog, type RequestTracker } from "../logging/request-logging";

/** What Apollo Server is given (app.ts), so the reads run here follow the same rules. */
export interface GraphqlRules {
  schema: GraphQLSchema;
  /** Run after graphql-js's own rules, as Apollo runs them. */
  validationRules: ValidationRule[];
  maxTokens: number;
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  includeStacktrace: boolean;
}

interface SignedInReadsOptions {
  /** Where every request not answered here goes, exactly as it came. */
  app: Express;
  reads: GraphqlReads;
  context: (req: Request) => Promise<AppContext>;
  /** The security headers, flat (name, value, ...). */
  fixedHeaders: string[];
  track: RequestTracker;
  etagFn: ((body: Buffer) => string) | undefined;
}

/** A document that passed validation, and what its operations are, each compiled once it is asked for. */
interface Checked {
  document: DocumentNode;
  operations: Map<string | null, Operation | null>;
}

interface Operation {
  definition: OperationDefinitionNode;
  /** graphql-jit's compiled form; null where it declined the document (graphql-js runs it). */
  compiled: CompiledQuery | null;
}

/** Documents are kept by their text, checked (Apollo keeps them by the text's hash): at most this many, and characters. */
const MAX_DOCUMENTS = 500;
const MAX_DOCUMENT_CHARACTERS = 4 * 1024 * 1024;
/** compression's threshold and settings (app.ts uses its defaults): smaller bodies go as they are. */
const COMPRESSION_THRESHOLD = 1024;
const compressors: Record<Exclude<ContentEncoding, "identity">, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body),
  deflate: (body) => promisify(deflate)(body),
};

export type SignedInReads = ReturnType<typeof signedInReads>;
export type GraphqlReads = ReturnType<typeof graphqlReads>;

/** A read that passed every check Apollo Server would make before running it. */
export interface PreparedRead {
  document: DocumentNode;
  operation: Operation;
}

/** A read's result as Apollo Server would answer it: errors formatted, and the status and headers they ask for. */
export interface ReadResult {
  status: number | undefined;
  headers: Map<string, string>;
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
  extensions?: unknown;
}

/**
 * GraphQL reads run as Apollo Server runs them, with its rules (the same schema, parse limit,
 * validation rules, error formatting and masking), but with each document checked once and
 * compiled by graphql-jit. Used for signed-in reads before Express (below) and for the REST
 * routes' reads by a signed-in caller (rest-router.ts).
 */
export function graphqlReads(rules: GraphqlRules) {
  // Bounded by the texts' length too: a body may hold up to 256 kB of it.
  const documents = new LRUCache<string, Checked | false>({
    max: MAX_DOCUMENTS,
    maxSize: MAX_DOCUMENT_CHARACTERS,
    sizeCalculation: (_checked, query) => query.length,
  });

  const check = (query: string): Checked | false => {
    let checked = documents.get(query);
    if (checked !== undefined) return checked;
    checked = false;
    try {
      const document = parse(query, { maxTokens: rules.maxTokens });
      if (validate(rules.schema, document, [...specifiedRules, ...rules.validationRules]).length === 0)
        checked = { document, operations: new Map() };
    } catch {
      // a syntax error: Apollo answers it
    }
    documents.set(query, checked);
    return checked;
  };

  /**
   * The query the request names, when it names one (Apollo answers a mutation or an unknown
   * name). Only names the document has are remembered, so requests cannot grow the map.
   */
  const queryOperation = (checked: Checked, name: string | null) => {
    const known = checked.operations.get(name);
    if (known !== undefined) return known;
    const definition = getOperationAST(checked.document, name);
    if (!definition) return null;
    const query = definition.operation === OperationTypeNode.QUERY ? { definition, compiled: compiled(checked.document, name) } : null;
    checked.operations.set(name, query);
    return query;
  };

  /**
   * The operation compiled by graphql-jit, which runs the same resolvers with the same results
   * and errors in a fraction of graphql-js's time (its walk of the document, its promise per
   * object): the largest part of a signed-in read once its rows are kept. Null where it cannot.
   */
  const compiled = (document: DocumentNode, name: string | null): CompiledQuery | null => {
    try {
      const query = compileQuery(rules.schema, document, name ?? undefined);
      return isCompiledQuery(query) ? query : null;
    } catch {
      return null;
    }
  };

  /** The read, when it is a valid query whose variables fit; null for anything Apollo must answer. */
  function prepare(read: PublicQuery): PreparedRead | null {
    const checked = check(read.query);
    const operation = checked && queryOperation(checked, read.operationName);
    if (!checked || !operation) return null;
    if (getVariableValues(rules.schema, operation.definition.variableDefinitions ?? [], read.variables, { maxErrors: 1 }).errors)
      return null;
    return { document: checked.document, operation };
  }

  /** Runs a prepared read with the caller's context. */
  async function executeRead({ document, operation }: PreparedRead, read: PublicQuery, context: AppContext): Promise<ReadResult> {
    const head: Head = { status: undefined, headers: new Map() };
    try {
      const executed = operation.compiled
        ? await operation.compiled.query(undefined, context, read.variables ?? {})
        : await execute({
            schema: rules.schema,
            document,
            contextValue: context,
            variableValues: read.variables,
            operationName: read.operationName,
          });
      // Formatting the errors may set the status and headers (an error's `http` extension).
      const errors = executed.errors && formatErrors(executed.errors, head);
      logUnexpectedFailures(executed.errors, context.log);
      return { ...head, data: executed.data, extensions: executed.extensions, errors };
    } catch (error) {
      const failure = asGraphQLError(error);
      const errors = formatErrors([failure], head);
      logUnexpectedFailures([failure], context.log);
      return { ...head, status: head.status ?? 500, errors };
    }
  }

  /** Apollo Server's error normalisation (errorNormalize.ts), then the app's formatError. */
  function formatErrors(errors: readonly unknown[], head: Head): GraphQLFormattedError[] {
    const enrich = (maybeError: unknown): GraphQLFormattedError => {
      const error = asGraphQLError(maybeError);
      // A compiled query's errors (graphql-jit) may have no extensions at all.
      const own = (error.extensions as GraphQLError["extensions"] | undefined) ?? {};
      const extensions: Record<string, unknown> = { ...own, code: own.code ?? "INTERNAL_SERVER_ERROR" };
      const http = extensions.http as Partial<Head> | undefined;
      if (http && typeof http === "object" && (http.status === undefined || typeof http.status === "number")) {
        if (http.headers === undefined || http.headers instanceof Map) {
          if (http.status) head.status = http.status;
          for (const [name, value] of http.headers ?? []) head.headers.set(name, value);
          delete extensions.http;
        }
      }
      if (rules.includeStacktrace) extensions.stacktrace = error.stack?.split("\n");
      return { ...error.toJSON(), extensions };
    };
    return errors.map((error) => {
      try {
        return rules.formatError(enrich(error), error);
      } catch (formattingError) {
        return rules.includeStacktrace
          ? enrich(formattingError)
          : { message: "Internal server error", extensions: { code: "INTERNAL_SERVER_ERROR" } };
      }
    });
  }

  return { prepare, execute: executeRead };
}

/**
 * Reads (GraphQL queries) by a signed-in account or API key, run with graphql-js before Express
 * and Apollo Server, which cost most of such a request (README, "Speed"). Every rule is theirs:
 * the same schema, parse limit and validation rules, the same context (the session is read on
 * every request), error formatting and masking, the same status, headers (security, request id
 * and log line, `no-store`, type, ETag, coding) and bytes. Only what is surely a valid read by a
 * signed-in caller is answered here; everything else goes to Express untouched, before
 * anything has run: a body still arriving, a conditional request, a document or variables
 * Apollo would refuse, a mutation, a caller the context does not sign in (Apollo may then
 * answer from the public cache).
 */
export function signedInReads(options: SignedInReadsOptions) {
  const { app, reads, track } = options;

  /**
   * Answers `read` when it is a valid query and the context signs the caller in; otherwise the
   * request goes to Express as it came (`handBack` gives it its body back). `drain` lets a body
   * read here run to its end once the request is answered.
   */
  return (
    req: IncomingMessage,
    res: ServerResponse,
    read: PublicQuery,
    answerAs: { encoding: ContentEncoding; contentType: string },
    body: { handBack: () => void; drain: () => void },
  ) => {
    const toExpress = () => {
      body.handBack();
      // Anything the context set for the response (a refreshed cookie, say) Express sets again.
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      app(req, res);
    };
    const prepared = reads.prepare(read);
    if (!prepared) return toExpress();

    const requestId = track(req, res);
    // What Express does to each request it handles (app.handle), so the context reads it as its own.
    const request = req as Request;
    request.res = res as Request["res"];
    (res as { req?: IncomingMessage }).req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    (async () => {
      let context: AppContext;
      try {
        context = await options.context(request);
      } catch {
        // Apollo answers a failed context (a database outage, say) in its own words.
        return toExpress();
      }
      // A caller the context does not sign in may get a public answer from the cache.
      if (!context.auth.user && !context.auth.apiKey) return toExpress();
      body.drain();
      const answer = await run(prepared, read, context);
      await send(res, requestId, answer, answerAs);
    })().catch((error: unknown) => {
      requestLog(req).error({ err: error }, "Signed-in read failed");
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  };

  /** The read's status, headers and body, as Apollo Server makes them. */
  async function run(prepared: PreparedRead, read: PublicQuery, context: AppContext): Promise<Answer> {
    const result = await reads.execute(prepared, read, context);
    const text = JSON.stringify({ errors: result.errors, data: result.data, extensions: result.extensions }) + "\n";
    return { status: result.status ?? 200, headers: result.headers, body: Buffer.from(text, "utf8"), preview: context.preview === true };
  }

  async function send(res: ServerResponse, requestId: string, answer: Answer, as: { encoding: ContentEncoding; contentType: string }) {
    const headers = [REQUEST_ID_HEADER, requestId, ...options.fixedHeaders];
    for (const [name, value] of answer.headers) headers.push(name, value);
    // A draft shown through its preview link (publication/preview-answer.ts), as the response cache plugin marks it.
    if (answer.preview) headers.push("x-robots-tag", "noindex");
    headers.push("cache-control", answer.preview ? PREVIEW_CACHE_CONTROL : "no-store", "Content-Type", as.contentType);
    const etag = options.etagFn?.(answer.body);
    if (etag) headers.push("ETag", etag);
    headers.push("Vary", "Accept-Encoding");
    let body = answer.body;
    if (as.encoding !== "identity" && body.length >= COMPRESSION_THRESHOLD) {
      body = await compressors[as.encoding](body);
      headers.push("Content-Encoding", as.encoding);
    }
    headers.push("Content-Length", String(body.length));
    res.writeHead(answer.status, headers);
    res.end(body);
  }
}

interface Head {
  status: number | undefined;
  headers: Map<string, string>;
}

interface Answer {
  status: number;
  headers: Map<string, string>;
  body: Buffer;
  preview: boolean;
}

/** Set by the response cache plugin on a preview's answer. */
const PREVIEW_CACHE_CONTROL = "private, no-store";

function asGraphQLError(maybeError: unknown): GraphQLError {
  const error = maybeError instanceof Error ? maybeError : new GraphQLError("Unexpected error value: " + String(maybeError));
  return error instanceof GraphQLError ? error : new GraphQLError(error.message, { originalError: error });
}
