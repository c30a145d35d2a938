import { PAGE_SIZES } from "../../../common/validation/limits";
import { pageLimitInvalid, PAGE_OFFSET_INVALID, tooManyListItems } from "../../../common/validation/messages";
import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

const POST = { excerpt: "Hinge, brace, pull.", content: "Line one", image: "/images/blog-bench.jpg", author: "Coach" };

// Issue 14, item 8: a visitor reads lists a page at a time, within bounds.
describe.each(testDatabaseKinds())("paginated public lists on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = (await server.account({ role: "admin" as never })).token;
    // Eight more posts than the seed's three: more than one visitor's page.
    for (let i = 1; i <= 8; i++) {
      await server.graphql(
        `mutation ($i: BlogPostInput!) { createBlogPost(input: $i) { id } }`,
        { i: { ...POST, title: `Post ${i}` } },
        adminToken,
      );
    }
  });
  afterAll(() => server.close());

  const ids = (list: { id: string }[]) => list.map((item) => item.id);

  it("gives a visitor the default page, and pages by limit and offset in the list's order", async () => {
    const all = ids((await server.graphql(`{ blogPosts { id } }`, {}, adminToken)).data!.blogPosts);
    expect(all).toHaveLength(11);
    expect(ids((await server.graphql(`{ blogPosts { id } }`)).data!.blogPosts)).toEqual(all.slice(0, PAGE_SIZES.blogPosts.default));
    const second = await server.graphql(`{ blogPosts(limit: 4, offset: 4) { id } }`);
    expect(ids(second.data!.blogPosts)).toEqual(all.slice(4, 8));
    expect(ids((await server.graphql(`{ blogPosts(limit: 4, offset: 8) { id } }`)).data!.blogPosts)).toEqual(all.slice(8));

    const plans = ids((await server.graphql(`{ plans { id } }`, {}, adminToken)).data!.plans);
    expect(ids((await server.graphql(`{ plans(limit: 3, offset: 2) { id } }`)).data!.plans)).toEqual(plans.slice(2, 5));
    expect((await server.graphql(`{ referralBonuses(limit: 2) { id } }`)).data!.referralBonuses.length).toBeLessThanOrEqual(2);
  });

  it("refuses a page size or offset out of range with the argument's message", async () => {
    const refused = async (query: string) => (await server.graphql(query)).errors![0].extensions;
    expect(await refused(`{ blogPosts(limit: ${PAGE_SIZES.blogPosts.max + 1}) { id } }`)).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { limit: pageLimitInvalid(PAGE_SIZES.blogPosts.max) },
    });
    expect(await refused(`{ plans(limit: 0) { id } }`)).toMatchObject({ fields: { limit: pageLimitInvalid(PAGE_SIZES.plans.max) } });
    expect(await refused(`{ plans(offset: -1) { id } }`)).toMatchObject({ fields: { offset: PAGE_OFFSET_INVALID } });
    const admin = await server.graphql(`{ blogPosts(limit: ${PAGE_SIZES.adminMax + 1}) { id } }`, {}, adminToken);
    expect(admin.errors![0].extensions).toMatchObject({ fields: { limit: pageLimitInvalid(PAGE_SIZES.adminMax) } });
  });

  it("keeps an anonymous query of every public list, aliased, from multiplying its answer", async () => {
    const lists =
      "plans { id name price duration features buttonLink createdAt updatedAt } " +
      "blogPosts { id title excerpt content image author date createdAt updatedAt } referralBonuses { id badgeType bonus description }";
    const aliased = `{ ${Array.from({ length: 5 }, (_, i) => lists.replace(/(\w+) \{/g, (_m, field: string) => `${field}${i}: ${field} {`)).join(" ")} }`;
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: aliased }),
    });
    const text = await response.text();
    expect(JSON.parse(text).errors[0].extensions.fields).toEqual({ limit: tooManyListItems(PAGE_SIZES.itemsPerRequest) });
    // Before pages, this answered about 31 kB on the seeded site, and grew with every post.
    expect(Buffer.byteLength(text)).toBeLessThan(12_000);
    const once = await server.graphql(`{ ${lists} }`);
    expect(once.errors).toBeUndefined();
  });
});
