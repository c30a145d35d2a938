import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ApolloServer } from "@apollo/server";
import { Kind, parse, type OperationDefinitionNode } from "graphql";
import { REPO_ROOT } from "../repo-root";
import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

const MANIFEST_FILE = path.join(REPO_ROOT, "client/src/graphql/persisted-operations.json");
type ManifestOperation = { id: string; name: string; type: string; body: string };
const manifest = JSON.parse(readFileSync(MANIFEST_FILE, "utf8")) as { format: string; version: number; operations: ManifestOperation[] };
const listed = (name: string) => manifest.operations.find((operation) => operation.name === name)!;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The operations of every .graphql document under client/src. */
function clientOperations(dir = path.join(REPO_ROOT, "client/src")): OperationDefinitionNode[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return clientOperations(file);
    if (!entry.name.endsWith(".graphql")) return [];
    return parse(readFileSync(file, "utf8")).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  });
}

describe("the persisted operations manifest", () => {
  it("is Apollo's manifest format, each id the SHA-256 of its body", () => {
    expect(manifest).toMatchObject({ format: "apollo-persisted-query-manifest", version: 1 });
    for (const { id, body } of manifest.operations) expect(id).toBe(sha256(body));
  });

  it("lists every operation of the client's .graphql documents, once, with its type", () => {
    const operations = clientOperations();
    expect(manifest.operations.map((o) => o.name).sort()).toEqual(operations.map((o) => o.name?.value).sort());
    for (const operation of operations) {
      const entry = listed(operation.name!.value);
      expect(entry.type).toBe(operation.operation);
      const [definition] = parse(entry.body).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
      expect(definition).toMatchObject({ operation: operation.operation, name: { value: operation.name!.value } });
    }
  });
});

describe.each(testDatabaseKinds())("GraphQL operations by hash (persisted queries) on %s", (kind) => {
  let server: TestServer;
  let memberToken: string;
  let apolloCalls: jest.SpyInstance;
  beforeAll(async () => {
    server = await startTestServer(kind, { persistedOperationsFile: MANIFEST_FILE });
    memberToken = (await server.account()).token;
    apolloCalls = jest.spyOn(ApolloServer.prototype, "executeHTTPGraphQLRequest");
  });
  afterAll(async () => {
    apolloCalls.mockRestore();
    await server.close();
  });
  beforeEach(async () => {
    await server.services.responseCache.invalidate();
    apolloCalls.mockClear();
  });

  /** A GET as Apollo Client sends a persisted query: its hash in `extensions`, no `query`, a JSON content type. */
  const byHash = (hash: string, init: { variables?: object; operationName?: string; headers?: Record<string, string> } = {}) => {
    const params = new URLSearchParams({
      ...(init.operationName ? { operationName: init.operationName } : {}),
      variables: JSON.stringify(init.variables ?? {}),
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
    });
    return fetch(`${server.url}/graphql?${params}`, { headers: { "content-type": "application/json", ...init.headers } });
  };
  const post = (body: object, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  const json = async (response: Response) => (await response.json()) as Answer;

  it("answers a listed public query by its hash alone, cacheable by a CDN and then answered from the cache", async () => {
    const { id } = listed("AboutPage");
    const miss = await byHash(id, { operationName: "AboutPage" });
    expect(miss.status).toBe(200);
    const missBody = await miss.text();
    expect(JSON.parse(missBody)).toMatchObject({ data: { about: { __typename: "AboutContent" } } });
    expect(miss.headers.get("cache-control")).toBe("max-age=60, public");
    expect(apolloCalls).toHaveBeenCalledTimes(1);

    const hit = await byHash(id, { operationName: "AboutPage" });
    expect(await hit.text()).toBe(missBody);
    expect(hit.headers.get("cache-control")).toBe("max-age=60, public");
    expect(hit.headers.get("age")).toMatch(/^\d+$/);
    expect(hit.headers.get("etag")).toBe(miss.headers.get("etag"));
    expect(apolloCalls).toHaveBeenCalledTimes(1); // answered before Express

    // The same operation's text by POST (an integrator, or the client's fallback) shares the entry.
    const posted = await post({ query: listed("AboutPage").body, operationName: "AboutPage" });
    expect(await posted.text()).toBe(missBody);
    expect(apolloCalls).toHaveBeenCalledTimes(1);
  });

  it("runs a listed query for a signed-in member by hash, and no cache may keep a signed-in answer", async () => {
    const answer = await byHash(listed("CurrentUser").id, {
      operationName: "CurrentUser",
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(answer.status).toBe(200);
    expect(await json(answer)).toMatchObject({ data: { me: { email: expect.stringMatching(/@example\.com$/) as string } } });
    expect(answer.headers.get("cache-control")).toBe("no-store");

    const publicRead = await byHash(listed("AboutPage").id, { headers: { authorization: `Bearer ${memberToken}` } });
    expect((await json(publicRead)).data).toHaveProperty("about");
    expect(publicRead.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an unknown hash with PersistedQueryNotFound, and accepts it once registered with its text", async () => {
    const query = "query HeroTitle { hero { title } }";
    const notFound = await byHash(sha256(query));
    expect(await json(notFound)).toMatchObject({
      errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }],
    });

    const wrongHash = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256("something else") } } });
    expect(wrongHash.status).toBe(400);
    expect((await json(wrongHash)).errors?.[0]?.message).toBe("provided sha does not match query");

    const registered = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } });
    expect((await json(registered)).data).toHaveProperty("hero.title");
    const again = await byHash(sha256(query));
    expect((await json(again)).data).toHaveProperty("hero.title");
  });

  it("still runs any document an integrator POSTs, and GET with the text", async () => {
    const posted = await post({ query: "{ plans { name } contactInfo { city } }" });
    expect((await json(posted)).data).toMatchObject({
      plans: expect.any(Array) as unknown,
      contactInfo: { city: expect.any(String) as unknown },
    });
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ hero { title } }")}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect((await json(get)).data).toHaveProperty("hero.title");
  });

  it("refuses a mutation by GET, listed or not, and a GET without a preflight header", async () => {
    const listedMutation = await byHash(listed("SubscribeToNewsletter").id, { variables: { email: "get@example.com" } });
    expect(listedMutation.status).toBe(405);
    expect(listedMutation.headers.get("allow")).toBe("POST");
    const mutation = 'mutation { recordPageView(path: "/") }';
    const unlisted = await fetch(`${server.url}/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { "apollo-require-preflight": "true" },
    });
    expect(unlisted.status).toBe(405);

    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: listed("AboutPage").id } });
    const simple = await fetch(`${server.url}/graphql?extensions=${encodeURIComponent(extensions)}`);
    expect(simple.status).toBe(400);
    expect(await simple.text()).toMatch(/Cross-Site Request Forgery/);
  });
});
