import { startTestServer, type TestServer } from "../testing/test-server";

type HeroAnswer = { data: { hero: { title: string } } };

describe("public response cache and cache hints", () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
    adminToken = (await server.account({ role: "admin" as never })).token;
  });
  afterAll(() => server.close());

  const post = (query: string, token?: string) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });

  it("marks public reads cacheable and private reads not", async () => {
    const publicRead = await post(
      "{ hero { title } plans { name features } siteSettings { festiveBadge { enabled } } contactInfo { openingHours { day } } }",
    );
    expect(publicRead.headers.get("cache-control")).toBe("max-age=60, public");
    const privateRead = await post("{ me { id } }", adminToken);
    expect(privateRead.headers.get("cache-control")).toBe("no-store");
  });

  it("answers repeated anonymous reads from the cache until an admin changes content", async () => {
    const first = await post("{ hero { title } }");
    expect(first.headers.get("age")).toBeNull();
    await server.database.dataSource.query("UPDATE hero_section SET title = ?", ["Changed behind the cache"]);
    const cached = await post("{ hero { title } }");
    expect(cached.headers.get("age")).not.toBeNull();
    expect(((await cached.json()) as HeroAnswer).data.hero.title).toBe("Unleash the Warrior Within");

    const signedIn = await post("{ hero { title } }", adminToken);
    expect(((await signedIn.json()) as HeroAnswer).data.hero.title).toBe("Changed behind the cache");

    await post('mutation { updateHero(input: { title: "Fresh Title" }) { title } }', adminToken);
    const fresh = await post("{ hero { title } }");
    expect(((await fresh.json()) as HeroAnswer).data.hero.title).toBe("Fresh Title");
  });

  it("keeps the cache when an admin only counts a page view, and empties it when a change comes with one", async () => {
    await server.services.responseCache.invalidate();
    await post("{ hero { title } }");
    await server.database.dataSource.query("UPDATE hero_section SET title = ?", ["Behind the cache again"]);
    await post('mutation { recordPageView(path: "/") }', adminToken);
    const stillCached = await post("{ hero { title } }");
    expect(stillCached.headers.get("age")).not.toBeNull();
    expect(((await stillCached.json()) as HeroAnswer).data.hero.title).not.toBe("Behind the cache again");

    await post('mutation { recordPageView(path: "/") updateHero(input: { title: "Changed With A View" }) { title } }', adminToken);
    expect(((await (await post("{ hero { title } }")).json()) as HeroAnswer).data.hero.title).toBe("Changed With A View");
  });

  it("reads each list with one query (no N+1)", async () => {
    const queries: string[] = [];
    const dataSource = server.database.dataSource as unknown as { logger: Record<string, unknown> };
    const original = dataSource.logger;
    dataSource.logger = { ...original, logQuery: (sql: string) => queries.push(sql) };
    try {
      await post("{ plans { id name features } blogPosts { id title } }", adminToken);
    } finally {
      dataSource.logger = original;
    }
    const selects = queries.filter((sql) => /^SELECT/i.test(sql.trim()));
    expect(selects.filter((sql) => sql.includes("subscriptions"))).toHaveLength(1);
    expect(selects.filter((sql) => sql.includes("blog_posts"))).toHaveLength(1);
  });
});
