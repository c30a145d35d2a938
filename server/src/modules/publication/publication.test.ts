import { PUBLICATION_MESSAGES, toGymDateTimeInput } from "../../../../common/publication";
import { BlogPost } from "../blog/blog-post.entity";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

const POST = { title: "Draft Day", excerpt: "Not yet.", content: "Body", image: "/images/blog-bench.jpg", author: "Coach" };
const PLAN = { name: "FESTIVE PASS", price: "₹999", duration: "1 Month", features: ["All access"] };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())("drafts, scheduling and preview links on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await server.account({ role: "admin" as never, name: "Owner Admin" })).token;
  });
  afterAll(() => server.close());
  const admin = (query: string, variables?: Record<string, unknown>) => server.graphql(query, variables, token);
  const post = (query: string, variables: Record<string, unknown> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
  const publicTitles = async () =>
    ((await (await post("{ blogPosts { title } }")).json()) as { data: { blogPosts: { title: string }[] } }).data.blogPosts.map(
      (p) => p.title,
    );
  const sitemap = async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    return { text: await response.text(), cacheControl: response.headers.get("cache-control") };
  };
  const createDraft = async (title: string) =>
    (
      await admin(`mutation ($i: BlogPostInput!) { createBlogPost(input: $i, draft: true) { id state publishAt } }`, {
        i: { ...POST, title },
      })
    ).data!.createBlogPost as { id: string; state: string; publishAt: string | null };
  const audit = async () => (await admin(`{ auditLog(limit: 1) { actorName action summary } }`)).data!.auditLog[0];

  it("keeps a draft away from visitors, crawlers and the anonymous API, and shows it to admins with its state", async () => {
    const draft = await createDraft("Secret Draft");
    expect(draft).toEqual({ id: draft.id, state: "draft", publishAt: null });
    expect(await publicTitles()).not.toContain("Secret Draft");
    expect((await server.graphql(`query ($id: ID!) { blogPost(id: $id) { id } }`, { id: draft.id })).data!.blogPost).toBeNull();
    const page = await fetch(`${server.url}/blog/${draft.id}`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/blog");
    expect((await sitemap()).text).not.toContain(`/blog/${draft.id}<`);
    const listed = (await admin(`{ blogPosts(drafts: true) { id state } }`)).data!.blogPosts as { id: string; state: string }[];
    expect(listed).toContainEqual({ id: draft.id, state: "draft" });
    // Visitors asking for drafts get the live list; the state is the admins' to read.
    expect(await publicTitles()).not.toContain("Secret Draft");
    expect(
      (await server.graphql(`{ blogPosts(drafts: true) { title } }`)).data!.blogPosts.map((p: { title: string }) => p.title),
    ).not.toContain("Secret Draft");
    expect((await server.graphql(`{ blogPosts { state } }`)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("publishes a scheduled post by the clock alone, the cached answers living no longer than its moment", async () => {
    const draft = await createDraft("Right On Time");
    // Warm the cache: the live list and the sitemap, as visitors see them now.
    expect(await publicTitles()).not.toContain("Right On Time");
    const at = new Date(Date.now() + 61_000);
    // Minutes are what a person types; move the stored moment to ~2 s from now to keep the test short.
    const scheduled = await admin(
      `mutation ($id: ID!, $at: String!) { scheduleBlogPost(id: $id, input: { publishAt: $at }) { state date } }`,
      {
        id: draft.id,
        at: toGymDateTimeInput(at),
      },
    );
    expect(scheduled.data!.scheduleBlogPost.state).toBe("scheduled");
    expect((await audit()).action).toBe("blog.schedule");
    const moment = new Date(Date.now() + 2000);
    await server.database.dataSource.getRepository(BlogPost).update({ id: Number(draft.id) }, { publishAt: moment });
    server.services.contentSchedule.forget();
    await server.services.responseCache.invalidate();

    const before = await post("{ blogPosts { title } }");
    expect(Number(/max-age=(\d+)/.exec(before.headers.get("cache-control") ?? "")![1])).toBeLessThanOrEqual(2);
    expect(JSON.stringify(await before.json())).not.toContain("Right On Time");
    expect(await publicTitles()).not.toContain("Right On Time");
    const mapBefore = await sitemap();
    expect(mapBefore.text).not.toContain(`/blog/${draft.id}<`);
    expect(Number(/max-age=(\d+)/.exec(mapBefore.cacheControl ?? "")![1])).toBeLessThanOrEqual(2);
    expect((await fetch(`${server.url}/blog/${draft.id}`, { redirect: "manual" })).status).toBe(302);

    await sleep(Math.max(0, moment.getTime() - Date.now()) + 1100);
    expect(await publicTitles()).toContain("Right On Time");
    expect((await sitemap()).text).toContain(`/blog/${draft.id}<`);
    expect((await fetch(`${server.url}/blog/${draft.id}`, { redirect: "manual" })).status).toBe(200);
  });

  it("refuses a schedule in the past or not a date, with field messages", async () => {
    const draft = await createDraft("Never Mind");
    const schedule = (at: string) =>
      admin(`mutation ($id: ID!, $at: String!) { scheduleBlogPost(id: $id, input: { publishAt: $at }) { id } }`, { id: draft.id, at });
    expect((await schedule(toGymDateTimeInput(new Date(Date.now() - 60_000)))).errors![0].extensions!.fields).toEqual({
      publishAt: PUBLICATION_MESSAGES.publishAtPast,
    });
    expect((await schedule("2030-02-30T10:00")).errors![0].extensions!.fields).toEqual({
      publishAt: PUBLICATION_MESSAGES.publishAtInvalid,
    });
    expect((await schedule("")).errors![0].extensions!.fields).toEqual({ publishAt: PUBLICATION_MESSAGES.publishAtRequired });
  });

  it("publishes now and unpublishes back to draft, in the audit log", async () => {
    const draft = await createDraft("Now Or Never");
    const published = await admin(`mutation ($id: ID!) { publishBlogPost(id: $id) { state } }`, { id: draft.id });
    expect(published.data!.publishBlogPost.state).toBe("published");
    expect(await audit()).toMatchObject({ actorName: "Owner Admin", action: "blog.publish" });
    expect(await publicTitles()).toContain("Now Or Never");
    await admin(`mutation ($id: ID!) { unpublishBlogPost(id: $id) { state } }`, { id: draft.id });
    expect(await audit()).toMatchObject({ action: "blog.unpublish" });
    expect(await publicTitles()).not.toContain("Now Or Never");
  });

  it("shows a draft through its signed preview link, privately and never cached, and refuses a forged or expired one", async () => {
    const draft = await createDraft("Sneak Peek");
    const link = (await admin(`mutation ($id: ID!) { blogPostPreviewLink(id: $id) { url expiresAt } }`, { id: draft.id })).data!
      .blogPostPreviewLink as { url: string; expiresAt: string };
    expect(link.url).toMatch(new RegExp(`/blog/${draft.id}\\?preview=`));
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(await audit()).toMatchObject({ action: "blog.preview-link" });
    const previewToken = new URL(link.url).searchParams.get("preview")!;
    const query = "query ($id: ID!, $p: String) { blogPost(id: $id, preview: $p) { title } }";
    for (let i = 0; i < 2; i++) {
      const answer = await post(query, { id: draft.id, p: previewToken });
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      expect(answer.headers.get("age")).toBeNull();
      expect(((await answer.json()) as { data: { blogPost: { title: string } } }).data.blogPost.title).toBe("Sneak Peek");
    }
    const page = await fetch(`${server.url}/blog/${draft.id}?preview=${encodeURIComponent(previewToken)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(await page.text()).toContain('<meta name="robots" content="noindex" />');

    const expired = server.services.previewLinks.create("post", Number(draft.id), new Date(Date.now() - 8 * 24 * 3600 * 1000)).token;
    const forged = previewToken.slice(0, -2) + (previewToken.endsWith("AA") ? "BB" : "AA");
    const other = server.services.previewLinks.create("post", Number(draft.id) + 1000).token;
    for (const bad of [expired, forged, other, "nonsense"]) {
      const answer = (await (await post(query, { id: draft.id, p: bad })).json()) as {
        data: { blogPost: null };
        errors: { message: string }[];
      };
      expect(answer.data.blogPost).toBeNull();
      expect(answer.errors[0].message).toBe(PUBLICATION_MESSAGES.previewExpired);
      const refused = await fetch(`${server.url}/blog/${draft.id}?preview=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("keeps draft and scheduled plans off the subscription page except through its preview link", async () => {
    const created = await admin(`mutation ($i: PlanInput!) { createPlan(input: $i, draft: true) { id state } }`, { i: PLAN });
    const { id } = created.data!.createPlan as { id: string };
    const publicNames = async (variables: Record<string, unknown> = {}) => {
      const answer = (await (await post("query ($p: String) { plans(preview: $p) { name } }", variables)).json()) as {
        data: { plans: { name: string }[] } | null;
      };
      return answer.data?.plans.map((plan) => plan.name) ?? [];
    };
    expect(await publicNames()).not.toContain("FESTIVE PASS");
    const link = (await admin(`mutation { plansPreviewLink { url } }`)).data!.plansPreviewLink.url as string;
    expect(link).toContain("/subscription?preview=");
    expect(await publicNames({ p: new URL(link).searchParams.get("preview") })).toContain("FESTIVE PASS");
    expect(await publicNames({ p: "forged" })).toEqual([]);
    await admin(`mutation ($id: ID!) { publishPlan(id: $id) { state } }`, { id });
    expect(await audit()).toMatchObject({ action: "plan.publish" });
    expect(await publicNames()).toContain("FESTIVE PASS");
    await admin(`mutation ($id: ID!) { unpublishPlan(id: $id) { state } }`, { id });
    expect(await publicNames()).not.toContain("FESTIVE PASS");
    const admins = (await admin(`{ plans(drafts: true) { name state } }`)).data!.plans as { name: string; state: string }[];
    expect(admins).toContainEqual({ name: "FESTIVE PASS", state: "draft" });
  });
});
