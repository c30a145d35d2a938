import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

// Without a client build the page renderer is off: these check what the server decides before
// rendering. The heads themselves are the client's (client/e2e/page-heads.e2e.ts).
describe("page status before rendering", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
  });
  afterAll(() => server.close());

  const html = async (path: string) => {
    const response = await fetch(server.url + path, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  };
  // Tags of a page sent without a body carry a marker attribute for the client (see client.ts).
  const robots = (text: string) => text.match(/<meta\b[^>]*\bname="robots"[^>]*\bcontent="([^"]*)"/)?.[1];

  it("answers every public page with 200 and the template's head, open to search engines", async () => {
    for (const path of ["/", "/about", "/blog", "/subscription", "/contact", "/privacy-policy", "/terms-conditions", "/refund-policy"]) {
      const page = await html(path);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<title\b[^>]*>client index<\/title>/);
      expect(robots(page.text)).toBeUndefined();
    }
  });

  it("serves an existing post and redirects an unknown one to /blog", async () => {
    const { data } = await server.graphql(`{ blogPosts { id } }`);
    expect((await html(`/blog/${data!.blogPosts[0].id}`)).status).toBe(200);
    expect(await html("/blog/99999")).toMatchObject({ status: 302, location: "/blog" });
    expect(await html("/blog/not-a-number")).toMatchObject({ status: 302, location: "/blog" });
  });

  it("answers an unknown path with 404, kept out of search results", async () => {
    const missing = await html("/no-such-page");
    expect(missing.status).toBe(404);
    expect(robots(missing.text)).toBe("noindex");
  });

  it("keeps private pages out of search results", async () => {
    for (const path of ["/login", "/profile", "/admin", "/admin/users"]) {
      const page = await html(path);
      expect(page.status).toBe(200);
      expect(robots(page.text)).toBe("noindex");
    }
  });
});

describe.each(testDatabaseKinds())("canonical page addresses on %s (issue 14, item 4)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const get = async (path: string) => {
    const response = await fetch(server.url + path, { redirect: "manual" });
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  };

  it("answers other spellings of a page with 301 to its one address, keeping the query", async () => {
    const { data } = await server.graphql(`{ blogPosts { id } }`);
    const post: string = data!.blogPosts[0].id;
    const spellings: [string, string][] = [
      ["/terms-conditions/", "/terms-conditions"],
      ["/about///", "/about"],
      ["//about", "/about"],
      [`/blog//${post}`, `/blog/${post}`],
      [`/blog/00${post}`, `/blog/${post}`],
      ["/ABOUT?utm_source=x&y=1", "/about?utm_source=x&y=1"],
      ["/Admin/Users", "/admin/users"],
      ["/index.html", "/"],
      ["/privacy-policy/index.html?a=b", "/privacy-policy?a=b"],
    ];
    for (const [path, canonical] of spellings) {
      expect({ path, ...(await get(path)) }).toMatchObject({ path, status: 301, location: canonical });
    }
    expect((await get("/about")).status).toBe(200);
    expect((await get(`/blog/${post}`)).status).toBe(200);
  });

  it("leaves the API, health checks, robots.txt, the sitemap and files alone", async () => {
    expect((await get("/robots.txt")).status).toBe(200);
    expect((await get("/sitemap.xml")).status).toBe(200);
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/api/admin/users")).status).toBe(401);
    expect((await get("/playground.html")).status).toBe(200);
    // A doubled slash never turns a page address into a redirect to the API.
    expect((await get("//api/admin/users")).status).toBe(404);
    expect((await get("/graphql/")).location).toBeNull();
  });

  it("answers a flood of unknown paths with 404 without storing a page for each", async () => {
    const paths = Array.from({ length: 300 }, (_, i) => `/no-such-page-${i}-${Math.random().toString(36).slice(2)}`);
    for (const path of paths) {
      const missing = await get(path);
      expect({ path, status: missing.status, noindex: missing.text.includes('content="noindex"') }).toEqual({
        path,
        status: 404,
        noindex: true,
      });
    }
    for (const path of paths) expect(await server.services.responseCache.get(`html:${path}`)).toBeUndefined();
  });
});
