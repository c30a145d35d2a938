import { MESSAGES } from "../../../common/validation";
import { setProcessLogger } from "../logging/current-logger";
import { createLogger } from "../logging/logger";
import { startTestServer, type TestServer } from "../testing/test-server";

const PRODUCTION = { NODE_ENV: "production", JWT_SECRET: "a-production-secret-of-at-least-32-bytes" };
/** About 200 KB of nesting, as the red team sent it. */
const DEEP_ARRAY = "[".repeat(100_000) + "]".repeat(100_000);
const DEEP_OBJECT = '{"a":'.repeat(40_000) + "1" + "}".repeat(40_000);

/** Issue 14 items 6 and 7: a client's mistakes get a clear 4xx, never a 500 or a logged stack. */
describe("client errors in production", () => {
  const logged: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    setProcessLogger(createLogger({ level: "info", pretty: false }, { write: (line: string) => void logged.push(line) }));
    server = await startTestServer("sqlite", { env: PRODUCTION });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    logged.length = 0;
  });
  afterEach(() => {
    expect(logged.filter((line) => line.includes('"stack"'))).toEqual([]);
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const graphqlError = async (response: Response) => {
    const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    return { status: response.status, message: body.errors[0].message, code: body.errors[0].extensions.code };
  };

  it.each([
    ["arrays", DEEP_ARRAY],
    ["objects", DEEP_OBJECT],
  ])("refuses deeply nested %s in GraphQL variables with a 400", async (_kind, deep) => {
    const query = JSON.stringify("query Plans($v: String) { plans { id } }");
    expect(await graphqlError(await post("/graphql", `{"query":${query},"variables":{"v":${deep}}}`))).toEqual({
      status: 400,
      message: MESSAGES.jsonTooDeep,
      code: "BAD_REQUEST",
    });
    const get = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent("{ plans { id } }")}&variables=${encodeURIComponent(`{"v":${"[".repeat(2_000)}${"]".repeat(2_000)}}`)}`,
      {
        headers: { "apollo-require-preflight": "1" },
      },
    );
    expect(await graphqlError(get)).toMatchObject({ status: 400, message: MESSAGES.jsonTooDeep });
  });

  it("refuses deeply nested JSON on the REST shim with a 400", async () => {
    const response = await post("/api/auth/login", `{"email":"a@example.com","password":${'{"a":'.repeat(15_000)}1${"}".repeat(15_000)}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: MESSAGES.jsonTooDeep, data: null });
  });

  it("answers malformed percent-encoding in an /api path with a 400", async () => {
    const response = await fetch(`${server.url}/api/users/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, data: null });
  });

  it("answers a browser's page address with malformed percent-encoding with a 400 HTML page", async () => {
    const response = await fetch(`${server.url}/blog/%E0%A4%A`, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain(MESSAGES.pageAddressInvalid);
  });

  it("answers bad persisted-query requests with a 400 BAD_REQUEST", async () => {
    const query = "{ plans { id } }";
    for (const persistedQuery of [
      { version: 2, sha256Hash: "abc" },
      { version: 1, sha256Hash: "abc" },
    ]) {
      expect(await graphqlError(await post("/graphql", JSON.stringify({ query, extensions: { persistedQuery } })))).toMatchObject({
        status: 400,
        code: "BAD_REQUEST",
      });
    }
  });

  it("answers a subscription with a 400", async () => {
    expect(await graphqlError(await post("/graphql", JSON.stringify({ query: "subscription { plans { id } }" })))).toEqual({
      status: 400,
      message: "Subscriptions are not supported.",
      code: "GRAPHQL_VALIDATION_FAILED",
    });
  });

  it("answers wrong content types and malformed GET requests with a 400", async () => {
    expect((await post("/graphql", "<a/>", { "content-type": "application/xml" })).status).toBe(400);
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ plans { id } }")}&variables=not-json`, {
      headers: { "apollo-require-preflight": "1" },
    });
    expect(get.status).toBe(400);
  });

  it("gives no 'Did you mean' suggestions, which would spell out the schema", async () => {
    const typo = await graphqlError(await post("/graphql", JSON.stringify({ query: "{ plan { id } }" })));
    expect(typo).toMatchObject({ status: 400, code: "GRAPHQL_VALIDATION_FAILED" });
    const badInputField = await graphqlError(
      await post(
        "/graphql",
        JSON.stringify({
          query: "mutation ($input: LoginInput!) { login(input: $input) { token } }",
          variables: { input: { email: "a@example.com", emial: "a@example.com", password: "secret1" } },
        }),
      ),
    );
    expect(badInputField.message).toContain('"emial"');
    for (const { message } of [typo, badInputField]) expect(message).not.toMatch(/did you mean|suggestion/i);
    expect(typo.message).not.toContain('"plans"');
  });
});

describe("client errors in development", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite", { seed: false, env: { NODE_ENV: "development" } });
  });
  afterAll(() => server.close());

  it("keeps the 'Did you mean' suggestions that help a developer", async () => {
    const answer = await server.graphql("{ plan { id } }");
    expect(answer.errors?.[0]?.message).toMatch(/Did you mean "plans"/);
  });
});
