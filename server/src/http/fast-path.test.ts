import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { testRedisUrl, uniqueRedisKeyPrefix } from "../testing/test-redis";
import { startTestServer, type TestServer } from "../testing/test-server";
import { SESSION_COOKIE } from "../../../common/session-cookies";

const HOME = "query HomePage { hero { id title subtitle image } plans { id name price duration features buttonLink } }";
/**
 * Per answer or per moment: the id, the clock, the connection, and the framing (Express streams
 * what compression encodes, chunked; kept encoded bytes go with their length). Age may tick.
 */
const VOLATILE = new Set(["date", "x-request-id", "connection", "keep-alive", "age", "content-length", "transfer-encoding"]);

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sends the headers first and the body this much later, as a slow client does. */
  bodyAfterMs?: number;
}
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

function call(base: string, { method = "GET", path, headers = {}, body, bodyAfterMs }: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = httpRequest(base + path, { method, headers: { ...length, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers["content-encoding"];
        const decoded = coding === "br" ? brotliDecompressSync(raw) : coding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, text: decoded.toString("utf8") });
      });
    });
    req.on("error", reject);
    if (body === undefined) req.end();
    else if (bodyAfterMs === undefined) req.end(body);
    else {
      req.flushHeaders();
      setTimeout(() => req.end(body), bodyAfterMs);
    }
  });
}

const stable = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name)));
const postQuery = (query: string, headers: Record<string, string> = {}): Call => ({
  method: "POST",
  path: "/graphql",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ query }),
});

describe("cached public answers sent before Express", () => {
  let server: TestServer;
  let expressOnly: Server;
  let expressUrl: string;
  let adminToken: string;
  let memberToken: string;
  let expressCalls: jest.SpyInstance;

  beforeAll(async () => {
    server = await startTestServer("sqlite");
    expressOnly = createServer(server.app).listen(0, "127.0.0.1");
    await new Promise((resolve) => expressOnly.once("listening", resolve));
    expressUrl = `http://127.0.0.1:${(expressOnly.address() as AddressInfo).port}`;
    adminToken = (await server.account({ role: "admin" as never })).token;
    memberToken = (await server.account()).token;
    // Express's app function hands every request to app.handle.
    expressCalls = jest.spyOn(server.app as unknown as { handle: () => void }, "handle");
  });
  afterAll(async () => {
    expressCalls.mockRestore();
    expressOnly.closeAllConnections();
    await new Promise((resolve) => expressOnly.close(resolve));
    await server.close();
  });
  beforeEach(async () => {
    await server.services.responseCache.invalidate();
  });

  /** The same request to the server (after a first one has filled the caches) and to Express alone. */
  async function bothWays(request: Call) {
    await call(server.url, request);
    expressCalls.mockClear();
    const fast = await call(server.url, request);
    const fastExpressCalls = expressCalls.mock.calls.length;
    const slow = await call(expressUrl, request);
    return { fast, slow, fastExpressCalls };
  }

  const gql = `/graphql?query=${encodeURIComponent(HOME)}`;
  it.each<[string, Call]>([
    ["a POSTed home page query", postQuery(HOME)],
    ["a POSTed query, gzip", postQuery(HOME, { "accept-encoding": "gzip, deflate" })],
    ["a POSTed query, br", postQuery(HOME, { "accept-encoding": "gzip, deflate, br" })],
    ["a POSTed query, negotiated type", postQuery(HOME, { accept: "application/graphql-response+json, application/json;q=0.9" })],
    ["a query over GET", { path: gql, headers: { "apollo-require-preflight": "true" } }],
    ["the home page", { path: "/" }],
    ["the about page, br", { path: "/about", headers: { "accept-encoding": "br" } }],
    ["the blog, gzip, with a query string", { path: "/blog?from=mail", headers: { "accept-encoding": "gzip" } }],
    ["the home page by HEAD", { method: "HEAD", path: "/" }],
    ["a page for a browser with a cookie", { path: "/subscription", headers: { cookie: "theme=dark" } }],
    ["a page for a browser with a session", { path: "/subscription", headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc` } }],
  ])("answers %s with Express's status, headers and bytes, without Express", async (_name, request) => {
    const { fast, slow, fastExpressCalls } = await bothWays(request);
    expect(fastExpressCalls).toBe(0);
    expect(fast.status).toBe(200);
    expect(fast.status).toBe(slow.status);
    expect(stable(fast.headers)).toEqual(stable(slow.headers));
    expect(fast.text).toBe(slow.text);
    expect(fast.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(fast.headers["permissions-policy"]).toContain("camera=()");
    if (request.path.startsWith("/graphql")) expect(fast.headers.age).toMatch(/^\d+$/);
    const coding = request.headers?.["accept-encoding"];
    if (coding) expect(fast.headers["content-encoding"]).toBe(coding.includes("br") ? "br" : "gzip");
  });

  it("keeps a proxy's request id, and leaves conditional requests to Express, which answers 304 alike", async () => {
    const first = await call(server.url, { path: "/about", headers: { "x-request-id": "edge-42" } });
    expect(first.headers["x-request-id"]).toBe("edge-42");
    const again = await call(server.url, { path: "/about", headers: { "x-request-id": "edge-43" } });
    expect(again.headers["x-request-id"]).toBe("edge-43");
    const revalidate = { path: "/about", headers: { "if-none-match": String(first.headers.etag) } };
    const { fast, slow } = await bothWays(revalidate);
    expect(fast.status).toBe(304);
    expect(stable(fast.headers)).toEqual(stable(slow.headers));
  });

  it("shows an admin's change on the next request", async () => {
    const title = async () =>
      (JSON.parse((await call(server.url, postQuery(HOME))).text) as { data: { hero: { title: string } } }).data.hero.title;
    await title();
    await call(server.url, { path: "/" });
    await title();
    await call(server.url, { path: "/" });
    expressCalls.mockClear();
    const change = await call(
      server.url,
      postQuery('mutation { updateHero(input: { title: "Seen At Once" }) { title } }', { authorization: `Bearer ${adminToken}` }),
    );
    expect(change.text).toContain("Seen At Once");
    expectCalls(1);
    expect(await title()).toBe("Seen At Once");
    await call(server.url, { path: "/" });
    expectCalls(2); // both rebuilt from the new generation by Express
    expect(await title()).toBe("Seen At Once");
    await call(server.url, { path: "/" });
    expectCalls(0);
  });

  it("shows an admin's change to a read over GET, whose URL it has seen before", async () => {
    const read = { path: gql, headers: { "apollo-require-preflight": "true" } };
    const title = async () => (JSON.parse((await call(server.url, read)).text) as { data: { hero: { title: string } } }).data.hero.title;
    await title();
    await title();
    await call(
      server.url,
      postQuery('mutation { updateHero(input: { title: "Seen Over GET" }) { title } }', { authorization: `Bearer ${adminToken}` }),
    );
    expressCalls.mockClear();
    expect(await title()).toBe("Seen Over GET");
    expectCalls(1); // rebuilt from the new generation by Apollo
    expect(await title()).toBe("Seen Over GET");
    expectCalls(0);
    // Without the header that Apollo's CSRF prevention asks of a GET, the same URL goes to Apollo, which refuses it.
    expect((await call(server.url, { path: gql })).status).toBe(400);
    expectCalls(1);
  });

  function expectCalls(count: number) {
    expect(expressCalls.mock.calls.length).toBe(count);
    expressCalls.mockClear();
  }

  it("sends misses, private reads, sessions and everything unusual through Express and Apollo", async () => {
    await call(server.url, postQuery(HOME));
    await call(server.url, { path: "/" });
    expressCalls.mockClear();
    const through = async (request: Call) => {
      const answer = await call(server.url, request);
      expectCalls(1);
      return answer;
    };
    expect((await through(postQuery("{ me { id } }"))).text).toContain("UNAUTHENTICATED");
    // A signed-in read never comes from the cache; it has a path of its own (signed-in-reads.test.ts).
    for (const query of ["{ me { email } }", HOME]) {
      const member = await call(server.url, postQuery(query, { authorization: `Bearer ${memberToken}` }));
      expect(member.headers["cache-control"]).toBe("no-store");
      expect(member.headers.age).toBeUndefined();
      expectCalls(0);
    }
    await through(postQuery(HOME, { cookie: "session=anything" }));
    await through(postQuery(HOME, { "accept-encoding": "gzip;q=bad" }));
    await through(postQuery(HOME, { "content-type": "application/json; charset=latin1" }));
    // A body still on its way when the request arrives is left unread, for Express to read.
    const slow = await through({ ...postQuery(HOME), bodyAfterMs: 50 });
    expect(slow.text).toContain('"hero"');
    const malformed = await through({ ...postQuery(HOME), body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain("Malformed JSON");
    const deep = await through({ ...postQuery(HOME), body: JSON.stringify({ query: HOME, variables: { a: nested(70) } }) });
    expect(deep.status).toBe(400);
    await through({ path: "/no-such-page" });
    await through({ path: "/About" });
    await through({ method: "POST", path: "/" });
    const notCached = await through(postQuery("{ __typename }"));
    expect(JSON.parse(notCached.text)).toEqual({ data: { __typename: "Query" } });
  });
});

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const redisUrl = testRedisUrl();
(redisUrl ? describe : describe.skip)("the fast path over a response cache in Redis", () => {
  let server: TestServer;
  let expressCalls: jest.SpyInstance;
  beforeAll(async () => {
    server = await startTestServer("sqlite", { env: { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: uniqueRedisKeyPrefix() } });
    expressCalls = jest.spyOn(server.app as unknown as { handle: () => void }, "handle");
  });
  afterAll(async () => {
    expressCalls.mockRestore();
    await server.close();
  });

  it("answers hits after the cache's answer arrives, and gives Express the body of a miss", async () => {
    // Until Redis is connected (and Apollo has stored an answer, after sending it), reads miss.
    let miss = await call(server.url, postQuery(HOME));
    for (let i = 0; i < 50 && miss.headers.age === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      miss = await call(server.url, postQuery(HOME));
    }
    expect(miss.headers.age).toBeDefined();
    expressCalls.mockClear();
    const hit = await call(server.url, postQuery(HOME));
    expect(expressCalls).toHaveBeenCalledTimes(0);
    expect(hit.text).toBe(miss.text);
    expect(stable(hit.headers)).toEqual(stable(miss.headers));
    const other = await call(server.url, postQuery("{ __typename }"));
    expect(JSON.parse(other.text)).toEqual({ data: { __typename: "Query" } });
    expect(expressCalls).toHaveBeenCalledTimes(1);
  });
});
