import { hash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isTooDeep } from "../http/json-depth";

/** The response cache plugin stores its entries under this prefix. */
export const RESPONSE_CACHE_PREFIX = "fqc:";

/** What identifies one anonymous public read: the operation text, its requested name and variables. */
export interface PublicQuery {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown>;
}

/**
 * The cache key of a public (anonymous) read. It uses the operation name as the request gave
 * it, not the one resolved by parsing, so the fast path before Express can compute it without
 * parsing the document; the text and requested name still pick exactly one operation.
 */
export function publicQueryKey({ query, operationName, variables }: PublicQuery): string {
  return hash("sha256", JSON.stringify([query, operationName, variables]), "hex");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value) && !Buffer.isBuffer(value);

/** Apollo's CSRF rule, reduced to what is surely not a "simple" request: a JSON content type. */
const JSON_CONTENT_TYPE = /^[\t\n\r ]*application\/json[\t\n\r ]*(;|$)/i;
const PREFLIGHT_HEADERS = ["x-apollo-operation-name", "apollo-require-preflight"];

/**
 * The read an HTTP request asks for, when Apollo would accept it exactly as sent: a JSON POST
 * body (`body`, as express.json parses it) or a GET that passes CSRF prevention, no extensions
 * but a GET's persisted query hash that `persistedBody` knows (Apollo reads the same text from
 * its persisted query cache), nothing nested too deep. Otherwise null.
 */
export function graphqlRead(req: IncomingMessage, body: unknown, persistedBody: PersistedBody = () => undefined): PublicQuery | null {
  if (req.method === "POST") return isJsonPost(req) ? postedPublicQuery(body) : null;
  if (req.method !== "GET") return null;
  return passesCsrfPrevention(req) ? urlRead(req.url ?? "", persistedBody) : null;
}

/** Apollo's CSRF prevention for a GET: a JSON content type, or else a header only a script sets. */
export function passesCsrfPrevention(req: IncomingMessage): boolean {
  const contentType = req.headers["content-type"];
  if (contentType !== undefined) return JSON_CONTENT_TYPE.test(contentType);
  return PREFLIGHT_HEADERS.some((name) => String(req.headers[name] ?? "").length > 0);
}

/** The read a GET's URL asks for in its query string (see graphqlRead); it depends on the URL alone. */
export function urlRead(url: string, persistedBody: PersistedBody = () => undefined): PublicQuery | null {
  const queryStart = url.indexOf("?");
  const params = new URLSearchParams(queryStart < 0 ? "" : url.slice(queryStart + 1).split("#")[0]);
  const fields: Record<string, unknown> = {};
  for (const name of ["query", "operationName", "variables", "extensions"]) {
    const values = params.getAll(name);
    if (values.length > 1) return null;
    if (values.length === 0) continue;
    if (name === "variables" || name === "extensions") {
      try {
        fields[name] = JSON.parse(values[0]!);
        if (isTooDeep(fields[name])) return null;
      } catch {
        return null;
      }
    } else fields[name] = values[0];
  }
  return fromFields(fields, persistedBody);
}

/** The request names an account (a bearer token or API key) or may (a cookie). */
const hasSession = (req: IncomingMessage) => req.headers.authorization !== undefined || req.headers.cookie !== undefined;

/** A POST with a JSON body. */
function isJsonPost(req: IncomingMessage): boolean {
  const contentType = req.headers["content-type"];
  return req.method === "POST" && contentType !== undefined && JSON_CONTENT_TYPE.test(contentType);
}

/** A POST that may carry a public read: no session, a JSON body. */
export function isAnonymousJsonPost(req: IncomingMessage): boolean {
  return !hasSession(req) && isJsonPost(req);
}

/**
 * The public read a parsed POST body asks for, when Apollo would accept it exactly as sent (see
 * graphqlRead); anything else is null and goes on to Express and Apollo, which apply all their
 * own rules.
 */
export function postedPublicQuery(body: unknown): PublicQuery | null {
  return isTooDeep(body) ? null : fromFields(body);
}

/** The text of a client operation named by its persisted query hash, when the build listed it. */
type PersistedBody = (hash: string) => string | undefined;

function fromFields(body: unknown, persistedBody?: PersistedBody): PublicQuery | null {
  if (!isRecord(body)) return null;
  const { operationName = null, variables = null, extensions = null } = body;
  const query = extensions === null ? body.query : persistedBody && persistedText(body.query, extensions, persistedBody);
  if (typeof query !== "string" || query.length === 0) return null;
  if (operationName !== null && typeof operationName !== "string") return null;
  if (variables !== null && !isRecord(variables)) return null;
  return { query, operationName, variables: { ...(variables ?? {}) } };
}

/** A request by hash alone (no text, no other extension), which Apollo answers with the listed text. */
function persistedText(query: unknown, extensions: unknown, persistedBody: PersistedBody): string | undefined {
  if (query !== undefined || !isRecord(extensions) || Object.keys(extensions).length !== 1) return undefined;
  const { persistedQuery } = extensions;
  if (!isRecord(persistedQuery) || persistedQuery.version !== 1 || typeof persistedQuery.sha256Hash !== "string") return undefined;
  return persistedBody(persistedQuery.sha256Hash);
}
