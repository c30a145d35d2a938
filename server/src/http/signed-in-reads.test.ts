import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { ApiScope } from "../../../common/enums";
import { CSRF_COOKIE, SESSION_COOKIE } from "../../../common/session-cookies";
import { Session } from "../modules/session/session.entity";
import { startTestServer, type TestServer } from "../testing/test-server";

/** Per answer or per moment: the id, the clock, the connection, and the framing (Express streams what compression encodes). */
const VOLATILE = new Set(["date", "x-request-id", "connection", "keep-alive", "content-length", "transfer-encoding"]);

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

function call(base: string, { method = "GET", path, headers = {}, body }: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = httpRequest(base + path, { method, headers: { ...length, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers["content-encoding"];
        const decoded =
          coding === "br" ? brotliDecompressSync(raw) : coding === "gzip" ? gunzipSync(raw) : coding === "deflate" ? inflateSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, text: decoded.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

const stable = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !VOLATILE.has(name)));
const post = (query: string, headers: Record<string, string>, variables?: Record<string, unknown>, operationName?: string): Call => ({
  method: "POST",
  path: "/graphql",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ query, variables, operationName }),
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The client's own account query (client/src/features/auth/api/session.graphql). */
const ME =
  "query CurrentUser { me { __typename id name email role membershipTier accountStatus expirationDate upgradedAt badge referralScore createdAt memberId twoFactorEnabled } }";
const USERS = "query AdminUsers { users { __typename id name email role accountStatus membershipTier expirationDate createdAt } }";

describe("signed-in reads answered before Express", () => {
  let server: TestServer;
  let expressOnly: Server;
  let expressUrl: string;
  let member: { token: string; user: { id: number; email: string } };
  let admin: { token: string };
  let keySecret: string;
  let cookie: string;
  let draftId: string;
  let expressCalls: jest.SpyInstance;

  beforeAll(async () => {
    server = await startTestServer("sqlite");
    expressOnly = createServer(server.app).listen(0, "127.0.0.1");
    await new Promise((resolve) => expressOnly.once("listening", resolve));
    expressUrl = `http://127.0.0.1:${(expressOnly.address() as AddressInfo).port}`;
    member = await server.account({ name: "Priya Sharma" });
    const adminAccount = await server.account({ role: "admin" as never, name: "Owner Admin" });
    admin = adminAccount;
    // Enough members that the admin's list is compressed.
    for (let i = 0; i < 12; i++) await server.account({ name: `Member ${i}` });
    keySecret = (await server.services.apiKeys.create(adminAccount.user, { name: "Sheet", scopes: [ApiScope.members_read] })).secret;
    const login = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation ($input: LoginInput!) { login(input: $input) { token } }",
        variables: { input: { email: member.user.email, password: "correct-horse" } },
      }),
    });
    cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const draft = await server.graphql(
      "mutation ($i: BlogPostInput!) { createBlogPost(input: $i, draft: true) { id } }",
      { i: { title: "Sneak Peek", excerpt: "Soon.", content: "Body", image: "/images/blog-bench.jpg", author: "Coach" } },
      admin.token,
    );
    draftId = (draft.data!.createBlogPost as { id: string }).id;
    expressCalls = jest.spyOn(server.app as unknown as { handle: () => void }, "handle");
  });
  afterAll(async () => {
    expressCalls.mockRestore();
    expressOnly.closeAllConnections();
    await new Promise((resolve) => expressOnly.close(resolve));
    await server.close();
  });

  /** The same request to the server and to Express alone; how often the server handed it to Express. */
  async function bothWays(request: Call) {
    expressCalls.mockClear();
    const fast = await call(server.url, request);
    const toExpress = expressCalls.mock.calls.length;
    const slow = await call(expressUrl, request);
    return { fast, slow, toExpress };
  }

  const previewRead = () => {
    const token = server.services.previewLinks.create("post", Number(draftId)).token;
    return post("query ($id: ID!, $p: String) { blogPost(id: $id, preview: $p) { title } }", bearer(member.token), {
      id: draftId,
      p: token,
    });
  };

  it.each<[string, () => Call]>([
    ["a member's account", () => post(ME, bearer(member.token))],
    ["a member's account, br", () => post(ME, { ...bearer(member.token), "accept-encoding": "gzip, deflate, br" })],
    [
      "a member's account as graphql-response+json",
      () => post(ME, { ...bearer(member.token), accept: "application/graphql-response+json" }),
    ],
    ["an admin's member list, gzip (over 1 kB)", () => post(USERS, { ...bearer(admin.token), "accept-encoding": "gzip" })],
    ["an admin's member list, br", () => post(USERS, { ...bearer(admin.token), "accept-encoding": "br" })],
    ["an admin's list asked by a member (FORBIDDEN)", () => post(USERS, bearer(member.token))],
    ["a partly refused answer", () => post("{ me { name } users { id } }", bearer(member.token))],
    [
      "a read with variables and an operation name",
      () => post("query Two { __typename } query One($n: Int) { plans(limit: $n) { name } }", bearer(member.token), { n: 2 }, "One"),
    ],
    [
      "a read with fragments, aliases, @include and @skip on variables, and __typename",
      () =>
        post(
          "query Shaped($with: Boolean!, $without: Boolean!) { who: me { ...Who email @include(if: $with) role @skip(if: $without) } " +
            "first: plans(limit: 1) { __typename ... on Plan { title: name } } } fragment Who on User { id name __typename }",
          bearer(member.token),
          { with: true, without: true },
        ),
    ],
    [
      "a read whose refused field is inside a list",
      () => post("{ plans(limit: 2) { name } users { id email } me { id } }", bearer(member.token)),
    ],
    ["a read by an API key", () => post("{ users { name } }", bearer(keySecret))],
    ["a read an API key's scope does not cover (FORBIDDEN)", () => post("{ contactMessages { id } }", bearer(keySecret))],
    ["a read by a browser's cookie", () => post(ME, { cookie })],
    [
      "a GET by a browser's cookie",
      () => ({ path: `/graphql?query=${encodeURIComponent(ME)}`, headers: { cookie, "apollo-require-preflight": "true" } }),
    ],
    ["a draft through its preview link, signed in", previewRead],
  ])("answers %s with Express's status, headers and bytes, without Express", async (_name, request) => {
    const { fast, slow, toExpress } = await bothWays(request());
    expect(toExpress).toBe(0);
    expect(fast.status).toBe(slow.status);
    expect(stable(fast.headers)).toEqual(stable(slow.headers));
    expect(fast.text).toBe(slow.text);
    expect(fast.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers["cache-control"]).toMatch(/no-store/);
  });

  it("compresses a large answer as the compression middleware does, and sends a small one as it is", async () => {
    const list = await call(server.url, post(USERS, { ...bearer(admin.token), "accept-encoding": "br" }));
    expect(list.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(list.text).data.users.length).toBeGreaterThan(12);
    const me = await call(server.url, post(ME, { ...bearer(member.token), "accept-encoding": "br" }));
    expect(me.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(me.text).data.me.name).toBe("Priya Sharma");
  });

  it.each<[string, () => Call]>([
    ["an ended session's token (the public cache may answer)", () => post(ME, bearer(`${member.token}x`))],
    ["an unknown API key", () => post(ME, bearer("gymk_00000000_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"))],
    ["a cookie that names no session", () => post(ME, { cookie: "session=anything" })],
    ["a mutation", () => post('mutation { updateMe(input: { name: "Priya S" }) { name } }', bearer(member.token))],
    ["a syntax error", () => post("{ me { name }", bearer(member.token))],
    ["an unknown field", () => post("{ me { nickname } }", bearer(member.token))],
    ["too deep a document", () => post(`{ me { ${"a { ".repeat(20)}b${" }".repeat(20)} } }`, bearer(member.token))],
    ["a wrongly typed variable", () => post("query ($n: Int) { plans(limit: $n) { name } }", bearer(member.token), { n: "two" })],
    ["an unknown operation name", () => post(ME, bearer(member.token), undefined, "Other")],
    [
      "a conditional request",
      () => ({ ...post(ME, bearer(member.token)), headers: { ...post(ME, bearer(member.token)).headers, "if-none-match": 'W/"x"' } }),
    ],
    ["a GET without CSRF prevention's header", () => ({ path: `/graphql?query=${encodeURIComponent(ME)}`, headers: { cookie } })],
    [
      "a mutation by GET",
      () => ({
        path: `/graphql?query=${encodeURIComponent("mutation { logout { success } }")}`,
        headers: { cookie, "apollo-require-preflight": "1" },
      }),
    ],
  ])("leaves %s to Express and Apollo, which answer it alike", async (_name, request) => {
    const { fast, slow, toExpress } = await bothWays(request());
    expect(toExpress).toBe(1);
    expect(fast.status).toBe(slow.status);
    expect(stable(fast.headers)).toEqual(stable(slow.headers));
    expect(fast.text).toBe(slow.text);
  });

  it("refreshes a browser's cookies, as Express does, when a session is used again after a minute", async () => {
    const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
    const rewind = () =>
      server.database.dataSource.getRepository(Session).update({ userId: member.user.id }, { lastSeenAt: twoMinutesAgo });
    const cookies = (answer: Answer) => [answer.headers["set-cookie"] ?? []].flat().map((value) => value.split(";")[0].split("=")[0]);
    await rewind();
    const { fast, toExpress } = await bothWays(post(ME, { cookie }));
    expect(toExpress).toBe(0);
    await rewind();
    const slow = await call(expressUrl, post(ME, { cookie }));
    expect(cookies(fast)).toEqual(cookies(slow));
    expect(cookies(fast)).toEqual([SESSION_COOKIE, CSRF_COOKIE]);
    expect(fast.text).toBe(slow.text);
    expect(fast.headers["cache-control"]).toBe("no-store");
  });

  it("answers an operation name the document lacks with 400, not a server error", async () => {
    const answer = await call(server.url, post("query A { __typename }", {}, undefined, "Other"));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors[0].message).toBe('Unknown operation named "Other".');
  });

  it("keeps one request id and one log line for a request handed on to Express", async () => {
    const answer = await call(server.url, {
      ...post(ME, bearer(`${member.token}x`)),
      headers: { ...post(ME, bearer(`${member.token}x`)).headers, "x-request-id": "edge-7" },
    });
    expect(answer.headers["x-request-id"]).toBe("edge-7");
    expect(JSON.parse(answer.text).errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });

  it("ends a session at once: the next read after logout is refused", async () => {
    const other = await server.account();
    expect(JSON.parse((await call(server.url, post(ME, bearer(other.token)))).text).data.me.id).toBe(String(other.user.id));
    await server.graphql("mutation { logout { success } }", undefined, other.token);
    const after = JSON.parse((await call(server.url, post(ME, bearer(other.token)))).text);
    expect(after.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});
