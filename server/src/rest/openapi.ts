import { Kind, OperationTypeNode, parse, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import type { ApiScope } from "../../../common/enums";
import { MESSAGES } from "../../../common/validation";
import { SERVICE_UNAVAILABLE_MESSAGE } from "../common/errors";
import type { AppConfig } from "../config/env";
import { ref, SHARED_SCHEMAS, successEnvelope } from "./openapi-schemas";
import type { ApiTag, ErrorStatus, JsonSchema, RouteExample } from "./route-docs";
import { REST_ROUTES, type RestRoute } from "./routes";

/** Where the REST shim's description and its reference page are served. */
export const API_DOCS_PATHS = { document: "/api/openapi.json", reference: "/api/docs", assets: "/api/docs/assets" } as const;

/** The operation's examples as the route table has them, so tests run exactly what the document shows. */
export const EXAMPLES_EXTENSION = "x-examples-run";

const TAGS: Record<ApiTag, string> = {
  "Sign-in and sessions": "Accounts signing up, in and out, and the devices they are signed in on.",
  "Two-factor sign-in": "Authenticator codes at sign-in (required for admins) and their recovery codes.",
  Accounts: "Reading and editing an account: members their own, admins any.",
  "Members' data": "A member's rights over their data (India's DPDP Act 2023): download it, have it deleted.",
  Admin: "The admin panel's membership operations. Admins must have two-factor sign-in on.",
};

const ERROR_HEADERS: Partial<Record<ErrorStatus | 503, Record<string, JsonSchema>>> = {
  401: {
    "WWW-Authenticate": {
      description: '`Bearer`, or `Bearer error="invalid_token"` when a token was sent but has ended (RFC 6750).',
      schema: { type: "string" },
    },
  },
  429: { "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } } },
  503: { "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer" } } },
};

const failure = (message: string, errors?: Record<string, string>) => ({
  success: false,
  message,
  data: null,
  ...(errors ? { errors } : {}),
});

/** What an error answer looks like, where every route says the same; 404s word it per route. */
const ERROR_EXAMPLES: Partial<Record<ErrorStatus | 503, ReturnType<typeof failure>>> = {
  400: failure(MESSAGES.emailInvalid, { email: MESSAGES.emailInvalid }),
  401: failure(MESSAGES.notSignedIn),
  403: failure(MESSAGES.forbidden),
  429: failure(MESSAGES.tooManyAttempts),
  503: failure(SERVICE_UNAVAILABLE_MESSAGE),
};

const errorContent = (status: ErrorStatus | 503) => ({
  "application/json": { schema: ref("ErrorEnvelope"), ...(ERROR_EXAMPLES[status] ? { example: ERROR_EXAMPLES[status] } : {}) },
});

const DESCRIPTION = `The account API of the Iron Warrior Fitness website (Guwahati): sign-up, sign-in, sessions,
two-factor sign-in, members' accounts and data, and the admin's membership operations. Every path
runs the same GraphQL operation as \`/graphql\`, so authorization, validation and messages are the
same on both; the rest of the site (plans, blog, content) is on GraphQL only.

Every answer is JSON: \`{ "success": true, "message", "data" }\`, or on an error
\`{ "success": false, "message", "data": null, "errors"? }\` with the HTTP status saying what kind
(400 invalid input, with \`errors\` naming each field; 401 not signed in; 403 not allowed; 404 not
found; 413 body over 100 kB; 429 too many attempts; 503 database unreachable). Dates a person
chose (membership expiry) are gym dates in Asia/Kolkata; instants are ISO 8601 in UTC.

The examples work in order on a freshly started server (\`ADMIN_EMAIL=owner@example.com
ADMIN_PASSWORD=owner-secret ADMIN_TOTP_SECRET=<base32 secret> npm start\`): account 1 is that first
admin, and the sign-up example creates the member asha@example.com (account 2). "As the admin" means
with the token of POST /auth/login given the admin's password and current authenticator code; "as
the member", with the token of the member's sign-in.`;

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

function operationId({ method, path }: RestRoute): string {
  const words = path.split("/").filter(Boolean);
  const pascal = words.map((word) => (word.startsWith(":") ? `By-${word.slice(1)}` : word));
  return method + pascal.map((word) => word.replace(/(^|-)(\w)/g, (_m, _dash, letter: string) => letter.toUpperCase())).join("");
}

const exampleSummary = (example: RouteExample) =>
  `${example.summary} (${example.as ? `as the ${example.as}` : "no token"}; answers ${example.status})`;

/** Where the document says which API key scope an operation needs. */
export const KEY_SCOPE_EXTENSION = "x-api-key-scope";

/**
 * The scope an API key needs for a route: the one its GraphQL operation's root field declares
 * with @KeyScope, so the document and the auth checker read the same mark. Null: keys may not call it.
 */
function keyScopeOf(route: RestRoute, schema: GraphQLSchema): ApiScope | null {
  const { query } = route.operation({ params: {}, body: {}, auth: { user: null } });
  const definition = parse(query).definitions[0] as OperationDefinitionNode;
  const root = definition.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
  const [selection] = definition.selectionSet.selections;
  if (selection?.kind !== Kind.FIELD) return null;
  const field = root?.getFields()[selection.name.value];
  return (field?.extensions.apiScope as ApiScope | undefined) ?? null;
}

function keyAccess(scope: ApiScope | null): string {
  return scope
    ? `An API key may call this if it holds the \`${scope}\` scope.`
    : "API keys may not call this: it needs a signed-in account's token.";
}

function operation(route: RestRoute, schema: GraphQLSchema) {
  const { docs } = route;
  const scope = docs.bearer ? keyScopeOf(route, schema) : null;
  const json = (schema: JsonSchema) => ({ "application/json": { schema } });
  const errors = Object.entries(docs.errors).map(
    ([status, description]) =>
      [
        status,
        { description, headers: ERROR_HEADERS[Number(status) as ErrorStatus], content: errorContent(Number(status) as ErrorStatus) },
      ] as const,
  );
  const ok = docs.download
    ? {
        description: "The file.",
        headers: { "Content-Disposition": { description: "`attachment; filename=...`", schema: { type: "string" } } },
        content: json(docs.data),
      }
    : { description: "Done.", content: json(successEnvelope(docs.data)) };
  return {
    operationId: operationId(route),
    tags: [docs.tag],
    summary: docs.summary,
    description: docs.bearer ? `${docs.description}\n\n${keyAccess(scope)}` : docs.description,
    security: docs.bearer ? [{ bearerAuth: [] }] : [],
    ...(docs.bearer ? { [KEY_SCOPE_EXTENSION]: scope } : {}),
    parameters: Object.entries(docs.params ?? {}).map(([name, description]) => ({
      name,
      in: "path",
      required: true,
      description,
      schema: { type: "string" },
      examples: Object.fromEntries(
        docs.examples.filter((e) => e.params?.[name]).map((e) => [e.name, { summary: exampleSummary(e), value: e.params?.[name] }]),
      ),
    })),
    ...(docs.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: docs.body,
                examples: Object.fromEntries(docs.examples.map((e) => [e.name, { summary: exampleSummary(e), value: e.body ?? {} }])),
              },
            },
          },
        }
      : {}),
    responses: {
      200: ok,
      ...Object.fromEntries(errors),
      503: {
        description: "The database cannot be reached; try again after Retry-After.",
        headers: ERROR_HEADERS[503],
        content: errorContent(503),
      },
    },
    [EXAMPLES_EXTENSION]: docs.examples,
  };
}

/** The OpenAPI 3.1 document of the REST shim, built from REST_ROUTES. */
export function openApiDocument(config: Pick<AppConfig, "publicUrl" | "version">, schema: GraphQLSchema) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of REST_ROUTES) {
    (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route, schema);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Iron Warrior Fitness REST API", version: config.version, description: DESCRIPTION },
    servers: [{ url: `${config.publicUrl}/api`, description: "This server" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: SHARED_SCHEMAS,
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "`Authorization: Bearer <token>` with either the `token` of POST /auth/login (or /auth/signup, /auth/refresh), or an API key an admin created (`gymk_...`). A token acts as its account until it expires or the session ends; an API key acts with the rights it was given.",
        },
      },
    },
  };
}
