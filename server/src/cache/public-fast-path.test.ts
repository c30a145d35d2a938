import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { ApolloServer } from "@apollo/server";
import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

type HeroAnswer = { data: { hero: { title: string } } };

const HOME = "query HomePage { hero { id title subtitle image } plans { id name price duration features buttonLink } }";
const POLICY = "query Policy($type: PolicyType!) { policy(type: $type) { policyType title } }";

/** Headers that legitimately differ between two answers of the same content (time, framing, request id). */
const VOLATILE = new Set(["date", "age", "keep-alive", "connection", "content-length", "transfer-encoding", "x-request-id"]);
const stable = (headers: Headers) => [...headers].filter(([name]) => !VOLATILE.has(name));

describe.each(testDatabaseKinds())("public reads answered before Apollo on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  let memberToken: string;
  let apolloCalls: jest.SpyInstance;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = (await server.account({ role: "admin" as never })).token;
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

  const post = (body: object, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const heroTitle = async (response: Response) => ((await response.json()) as HeroAnswer).data.hero.title;
  const setHeroBehindTheCache = (title: string) => server.database.dataSource.query("UPDATE hero_section SET title = ?", [title]);

  it("answers a cached public read with the bytes and headers Apollo sent, without running Apollo", async () => {
    const miss = await post({ query: HOME });
    const missBody = await miss.text();
    expect(apolloCalls).toHaveBeenCalledTimes(1);
    const hit = await post({ query: HOME });
    expect(apolloCalls).toHaveBeenCalledTimes(1);
    expect(await hit.text()).toBe(missBody);
    expect(stable(hit.headers)).toEqual(stable(miss.headers));
    expect(hit.headers.get("cache-control")).toBe("max-age=60, public");
    expect(hit.headers.get("age")).toMatch(/^\d+$/);

    const accept = { accept: "application/graphql-response+json, application/json;q=0.9" };
    const negotiated = await post({ query: HOME }, accept);
    expect(apolloCalls).toHaveBeenCalledTimes(1);
    expect(negotiated.headers.get("content-type")).toBe("application/graphql-response+json; charset=utf-8");
  });

  /** A POST with exactly these headers (fetch adds its own Accept-Encoding), body decoded. */
  const raw = (query: string, headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, unknown>; text: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.url}/graphql`,
        { method: "POST", headers: { "content-type": "application/json", ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const body = Buffer.concat(chunks);
            const coding = res.headers["content-encoding"];
            const decoded =
              coding === "br"
                ? brotliDecompressSync(body)
                : coding === "gzip"
                  ? gunzipSync(body)
                  : coding === "deflate"
                    ? inflateSync(body)
                    : body;
            resolve({ headers: res.headers, text: decoded.toString("utf8") });
          });
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ query }));
    });

  it.each([
    ["home page", HOME, undefined],
    ["home page", HOME, ""],
    ["home page", HOME, "gzip"],
    ["home page", HOME, "gzip, deflate"],
    ["home page", HOME, "gzip, deflate, br, zstd"],
    ["home page", HOME, "br;q=0.5, gzip"],
    ["home page", HOME, "deflate"],
    ["home page", HOME, "identity"],
    ["home page", HOME, "*"],
    ["home page", HOME, "*;q=0"],
    ["home page", HOME, "gzip;q=0, deflate;q=0.5"],
    ["home page", HOME, "x-unknown"],
    ["home page", HOME, "gzip;q=0.8, br;q=0.8, identity;q=0.9"],
    ["small (under the threshold)", "{ hero { title } }", "gzip, br"],
  ])("encodes the %s answer for Accept-Encoding %p exactly as the compression middleware does", async (_label, query, acceptEncoding) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding };
    const miss = await raw(query, headers);
    const hit = await raw(query, headers);
    expect(apolloCalls).toHaveBeenCalledTimes(1);
    expect(hit.text).toBe(miss.text);
    expect(hit.headers["content-encoding"]).toBe(miss.headers["content-encoding"]);
    expect(hit.headers.vary).toBe(miss.headers.vary);
    expect(hit.headers.etag).toBe(miss.headers.etag);
  });

  it("shows an admin change to the next anonymous read through the fast path", async () => {
    await post({ query: HOME });
    await setHeroBehindTheCache("Changed behind the cache");
    expect(await heroTitle(await post({ query: HOME }))).not.toBe("Changed behind the cache");

    const mutation = await post(
      { query: 'mutation { updateHero(input: { title: "Fresh From Admin" }) { title } }' },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(((await mutation.json()) as { errors?: unknown }).errors).toBeUndefined();
    apolloCalls.mockClear();
    expect(await heroTitle(await post({ query: HOME }))).toBe("Fresh From Admin");
    expect(apolloCalls).toHaveBeenCalledTimes(1);
    expect(await heroTitle(await post({ query: HOME }))).toBe("Fresh From Admin");
    expect(apolloCalls).toHaveBeenCalledTimes(1);
  });

  it("never answers a request with a session, a token or a cookie from the cache", async () => {
    await post({ query: HOME });
    await setHeroBehindTheCache("Only the database knows");
    apolloCalls.mockClear();

    const member = await post({ query: "{ hero { title } me { email } }" }, { authorization: `Bearer ${memberToken}` });
    expect(member.headers.get("cache-control")).toBe("no-store");
    expect(((await member.json()) as { data: { me: { email: string } } }).data.me.email).toMatch(/@example\.com$/);
    expect(await heroTitle(await post({ query: HOME }, { authorization: `Bearer ${memberToken}` }))).toBe("Only the database knows");
    const badToken = await post({ query: HOME }, { authorization: "Bearer not-a-token" });
    expect(badToken.headers.get("age")).not.toBeNull(); // Apollo itself answers an anonymous read from the cache
    await post({ query: HOME }, { cookie: "session=anything" });
    // The member's two reads ran before Apollo (http/signed-in-reads.ts), from the database.
    expect(apolloCalls).toHaveBeenCalledTimes(2);

    // A private field is never stored, so an anonymous read of it always runs.
    await post({ query: "{ me { id } }" });
    await post({ query: "{ me { id } }" });
    expect(apolloCalls).toHaveBeenCalledTimes(4);
  });

  it("keys entries by variables and operation name", async () => {
    const privacy = await post({ query: POLICY, variables: { type: "privacy" } });
    expect(privacy.headers.get("cache-control")).toBe("max-age=60, public");
    const privacyBody = await privacy.text();
    const terms = await post({ query: POLICY, variables: { type: "terms" } });
    expect(await terms.text()).not.toBe(privacyBody);
    expect(apolloCalls).toHaveBeenCalledTimes(2);
    expect(await (await post({ query: POLICY, variables: { type: "privacy" } })).text()).toBe(privacyBody);
    expect(apolloCalls).toHaveBeenCalledTimes(2);
    await post({ query: POLICY, variables: { type: "privacy" }, operationName: "Policy" });
    expect(apolloCalls).toHaveBeenCalledTimes(3);
  });

  it("keeps Apollo's CSRF prevention for GET and simple requests", async () => {
    await post({ query: HOME });
    apolloCalls.mockClear();
    const url = `${server.url}/graphql?query=${encodeURIComponent(HOME)}`;

    const simpleGet = await fetch(url);
    expect(simpleGet.status).toBe(400);
    expect(await simpleGet.text()).toMatch(/Cross-Site Request Forgery/);
    const textPlain = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: HOME }),
    });
    expect(textPlain.status).toBe(400);
    expect(apolloCalls).toHaveBeenCalledTimes(2);

    const preflighted = await fetch(url, { headers: { "apollo-require-preflight": "true" } });
    expect(preflighted.status).toBe(200);
    expect(preflighted.headers.get("age")).not.toBeNull();
    expect(apolloCalls).toHaveBeenCalledTimes(2);
  });
});
