/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) of a request body or of a response's `data`. */
export type JsonSchema = { [keyword: string]: unknown };

/** The error statuses a route can answer, each with the envelope `{ success: false, message, data: null, errors? }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 429;

export type ApiTag = "Sign-in and sessions" | "Two-factor sign-in" | "Accounts" | "Members' data" | "Admin";

/**
 * One call as it works on a freshly seeded server (`npm start` with ADMIN_EMAIL=owner@example.com,
 * ADMIN_PASSWORD=owner-secret), run in the order of the table by `openapi.test.ts`.
 */
export interface RouteExample {
  /** Key of the example in the document, unique within the route. */
  name: string;
  summary: string;
  /**
   * Whose bearer token the call carries: the first admin (id 1), or the member the sign-up
   * example creates (asha@example.com, id 2). Absent: no token.
   */
  as?: "admin" | "member";
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The HTTP status the server answers. */
  status: 200 | ErrorStatus;
}

/** What the OpenAPI document says about a route (`server/src/rest/openapi.ts` builds it from these). */
export interface RouteDocs {
  summary: string;
  description: string;
  tag: ApiTag;
  /** The call needs `Authorization: Bearer <token or API key>`. */
  bearer: boolean;
  /** Each `:name` of the path, described. */
  params?: Record<string, string>;
  /** The JSON object the route reads from the body; absent when it reads none. */
  body?: JsonSchema;
  /** The `data` of a successful answer; with `download`, the whole answer. */
  data: JsonSchema;
  /** The answer is a JSON file download (Content-Disposition: attachment), not the envelope. */
  download?: boolean;
  /** Each error status the route can answer, with what it means here (503 is added for every route). */
  errors: Partial<Record<ErrorStatus, string>>;
  examples: RouteExample[];
}
