import { VERSION_HISTORY_LIMIT } from "../../../../common/version-history";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

const POST = { title: "Deadlift Day", excerpt: "Hinge.", content: "Brace and pull.", image: "/images/blog-bench.jpg", author: "Coach" };
const LIST = `query ($k: ContentKind!, $i: ID) { contentVersions(kind: $k, itemId: $i) { version authorName note changedFields current } }`;
const READ = `query ($k: ContentKind!, $i: ID, $v: Int!) { contentVersion(kind: $k, itemId: $i, version: $v) { version fields { key label value } } }`;
const RESTORE = `mutation ($k: ContentKind!, $i: ID, $v: Int!) { restoreContentVersion(kind: $k, itemId: $i, version: $v) { version note current } }`;

describe.each(testDatabaseKinds())("version history on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await server.account({ role: "admin" as never, name: "Owner Admin" })).token;
  });
  afterAll(() => server.close());
  const gql = (query: string, variables?: Record<string, unknown>) => server.graphql(query, variables, token);
  const updateAbout = (content: string) =>
    gql(`mutation ($c: String!) { updateAbout(input: { content: $c }) { content } }`, { c: content });

  it("records the state before the first save, each save, and restores an old text as a new version", async () => {
    const original = (await server.graphql(`{ about { content } }`)).data!.about.content;
    await updateAbout("We open at six.");
    await updateAbout("We open at five.");
    const list = (await gql(LIST, { k: "about" })).data!.contentVersions;
    expect(list).toEqual([
      { version: 3, authorName: "Owner Admin", note: null, changedFields: ["Content"], current: true },
      { version: 2, authorName: "Owner Admin", note: null, changedFields: ["Content"], current: false },
      { version: 1, authorName: null, note: "Before history began", changedFields: [], current: false },
    ]);
    const first = (await gql(READ, { k: "about", v: 1 })).data!.contentVersion;
    expect(first.fields.find((f: { key: string }) => f.key === "content")).toEqual({ key: "content", label: "Content", value: original });

    const restored = await gql(RESTORE, { k: "about", v: 2 });
    expect(restored.data!.restoreContentVersion).toEqual({ version: 4, note: "Restored version 2", current: true });
    expect((await server.graphql(`{ about { content } }`)).data!.about.content).toBe("We open at six.");
    const audit = (await gql(`{ auditLog(limit: 2) { action summary } }`)).data!.auditLog;
    expect(audit[0]).toEqual({ action: "version.restore", summary: "Restored version 2" });
    expect(audit[1].action).toBe("about.update");
  });

  it("versions a post from its creation, keeps the newest fifty, and deletes the history with the post", async () => {
    const id = (await gql(`mutation ($i: BlogPostInput!) { createBlogPost(input: $i) { id } }`, { i: POST })).data!.createBlogPost.id;
    const save = (title: string) =>
      gql(`mutation ($id: ID!, $i: BlogPostInput!) { updateBlogPost(id: $id, input: $i) { id } }`, { id, i: { ...POST, title } });
    for (let n = 2; n <= VERSION_HISTORY_LIMIT + 3; n++) await save(`Take ${n}`);
    const list = (await gql(LIST, { k: "post", i: id })).data!.contentVersions;
    expect(list).toHaveLength(VERSION_HISTORY_LIMIT);
    expect(list[0]).toMatchObject({ version: VERSION_HISTORY_LIMIT + 3, changedFields: ["Title"], current: true });
    expect(list.at(-1)).toMatchObject({ version: 4, changedFields: [] });

    await save(`Take ${VERSION_HISTORY_LIMIT + 3}`);
    expect((await gql(LIST, { k: "post", i: id })).data!.contentVersions[0].version).toBe(VERSION_HISTORY_LIMIT + 3);

    await gql(`mutation ($id: ID!) { deleteBlogPost(id: $id) }`, { id });
    const rows = await server.database.dataSource.query("SELECT COUNT(*) AS n FROM content_versions WHERE kind = 'post' AND item_id = ?", [
      Number(id),
    ]);
    expect(Number(rows[0].n)).toBe(0);
  });

  it("restores a plan's features and contact opening hours through their updates", async () => {
    const plan = { name: "MONTHLY", price: "₹1,500", duration: "1 Month", features: ["Gym floor", "Locker"] };
    const id = (await gql(`mutation ($i: PlanInput!) { createPlan(input: $i) { id } }`, { i: plan })).data!.createPlan.id;
    await gql(`mutation ($id: ID!, $i: PlanInput!) { updatePlan(id: $id, input: $i) { id } }`, {
      id,
      i: { ...plan, features: ["Gym floor"] },
    });
    const second = (await gql(READ, { k: "plan", i: id, v: 2 })).data!.contentVersion;
    expect(second.fields.find((f: { key: string }) => f.key === "features").value).toBe("Gym floor");
    await gql(RESTORE, { k: "plan", i: id, v: 1 });
    expect((await server.graphql(`{ plans { id features } }`)).data!.plans.find((p: { id: string }) => p.id === id).features).toEqual([
      "Gym floor",
      "Locker",
    ]);

    await gql(`mutation { updateContactInfo(input: { city: "Tura" }) { city } }`);
    const versions = (await gql(LIST, { k: "contact" })).data!.contentVersions;
    await gql(RESTORE, { k: "contact", v: versions.at(-1).version });
    const hours = (await gql(READ, { k: "contact", v: 1 })).data!.contentVersion.fields.find(
      (f: { key: string }) => f.key === "openingHours",
    );
    expect(hours.value).toContain("Sunday: closed");
    expect((await server.graphql(`{ contactInfo { city } }`)).data!.contactInfo.city).not.toBe("Tura");
  });

  it("does not version the festive badge", async () => {
    await gql(`mutation { updateFestiveBadge(input: { enabled: true, text: "Bihu", color: "diwali-lights" }) { id } }`);
    expect((await gql(LIST, { k: "siteSettings" })).data!.contentVersions).toEqual([]);
  });

  it("refuses members and answers bad input clearly", async () => {
    const member = (await server.account()).token;
    expect((await server.graphql(LIST, { k: "about" }, member)).errors![0].extensions!.code).toBe("FORBIDDEN");
    expect((await server.graphql(RESTORE, { k: "about", v: 1 })).errors![0].extensions!.code).toBe("UNAUTHENTICATED");

    const code = async (variables: Record<string, unknown>) => (await gql(RESTORE, variables)).errors?.[0]?.extensions;
    expect(await code({ k: "poster", v: 1 })).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await code({ k: "post", v: 1 })).toMatchObject({ code: "BAD_USER_INPUT", fields: { itemId: expect.any(String) } });
    expect(await code({ k: "post", i: "999999", v: 1 })).toMatchObject({ code: "NOT_FOUND" });
    expect(await code({ k: "hero", v: 0 })).toMatchObject({ code: "BAD_USER_INPUT", fields: { version: expect.any(String) } });
    expect(await code({ k: "hero", v: 999 })).toMatchObject({ code: "NOT_FOUND" });
  });
});
