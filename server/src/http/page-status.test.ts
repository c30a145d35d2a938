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
