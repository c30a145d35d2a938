import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";
import { gymToday } from "../../../common/gym-time";
import { LIMITS } from "../../../common/validation/limits";
import { MESSAGES } from "../../../common/validation/messages";

const POST = {
  title: "Deadlift Day",
  excerpt: "Hinge, brace, pull.",
  content: "Line one\nLine two",
  image: "/images/blog-bench.jpg",
  author: "Coach Dipankar",
};

describe.each(testDatabaseKinds())("admin content management on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await server.account({ role: "admin" as never, name: "Owner Admin" })).token;
  });
  afterAll(() => server.close());
  const gql = (query: string, variables?: Record<string, unknown>) => server.graphql(query, variables, token);
  const lastAudit = async () => (await gql(`{ auditLog(limit: 1) { actorName action entityType entityId summary } }`)).data!.auditLog[0];

  it("creates a post dated today that leads the public list, keeps the date on edit, and deletes it", async () => {
    const created = await gql(`mutation ($i: BlogPostInput!) { createBlogPost(input: $i) { id date title } }`, { i: POST });
    const { id, date } = created.data!.createBlogPost;
    expect(date).toBe(gymToday());
    expect((await server.graphql(`{ blogPosts { id } }`)).data!.blogPosts[0].id).toBe(id);
    expect(await lastAudit()).toMatchObject({ actorName: "Owner Admin", action: "blog.create", entityType: "BlogPost", entityId: id });

    await server.database.dataSource.query("UPDATE blog_posts SET date = ? WHERE id = ?", ["2025-01-05", Number(id)]);
    const edited = await gql(`mutation ($id: ID!, $i: BlogPostInput!) { updateBlogPost(id: $id, input: $i) { date title } }`, {
      id,
      i: { ...POST, title: "Deadlift Day, Revised" },
    });
    expect(edited.data!.updateBlogPost).toEqual({ date: "2025-01-05", title: "Deadlift Day, Revised" });
    expect((await lastAudit()).summary).toBe('title: "Deadlift Day" → "Deadlift Day, Revised"');

    expect((await gql(`mutation ($id: ID!) { deleteBlogPost(id: $id) }`, { id })).data!.deleteBlogPost).toBe(true);
    expect((await server.graphql(`query ($id: ID!) { blogPost(id: $id) { id } }`, { id })).data!.blogPost).toBeNull();
    expect((await gql(`mutation ($id: ID!) { deleteBlogPost(id: $id) }`, { id })).errors![0].extensions!.code).toBe("NOT_FOUND");
  });

  it.each([
    [{ title: "" }, "title", "Title is required"],
    [{ author: " " }, "author", "Author is required"],
    [
      { image: "javascript:alert(1)" },
      "image",
      "Use a web address starting with http:// or https://, or a path on this site starting with /",
    ],
    [
      { image: "//evil.example/x.jpg" },
      "image",
      "Use a web address starting with http:// or https://, or a path on this site starting with /",
    ],
    [
      { image: "data:image/png;base64,AAAA" },
      "image",
      "Use a web address starting with http:// or https://, or a path on this site starting with /",
    ],
    [{ title: "T".repeat(201) }, "title", "Title must be at most 200 characters"],
  ])("refuses a blog post with %o", async (change, field, message) => {
    const { errors } = await gql(`mutation ($i: BlogPostInput!) { createBlogPost(input: $i) { id } }`, { i: { ...POST, ...change } });
    expect(errors![0].extensions!.fields).toEqual({ [field]: message });
  });

  it("creates plans with empty features dropped, sorted among the others by price", async () => {
    const input = { name: "WEEKEND WARRIOR", price: "₹900", duration: "1 Month", features: ["Sat & Sun", " ", ""], buttonLink: "" };
    const { data } = await gql(`mutation ($i: PlanInput!) { createPlan(input: $i) { id features buttonLink } }`, { i: input });
    expect(data!.createPlan).toMatchObject({ features: ["Sat & Sun"], buttonLink: null });
    expect((await server.graphql(`{ plans { name } }`)).data!.plans[0].name).toBe("WEEKEND WARRIOR");
    const bad = await gql(`mutation ($i: PlanInput!) { createPlan(input: $i) { id } }`, {
      i: { ...input, name: "", buttonLink: "javascript:void(0)" },
    });
    expect(bad.errors![0].extensions!.fields).toMatchObject({ name: "Name is required", buttonLink: expect.stringContaining("http") });
  });

  it("keeps the previous value of a single-record field supplied empty", async () => {
    const { data } = await gql(
      `mutation { updateHero(input: { title: "Train Like a Rhino", subtitle: "", image: null }) { title subtitle image } }`,
    );
    expect(data!.updateHero).toEqual({
      title: "Train Like a Rhino",
      subtitle: expect.stringContaining("Guwahati"),
      // The seeded hero photo, imported into the media library.
      image: expect.stringMatching(/^\/media\/[0-9a-f]{20}\/w\d+\.[0-9a-f]{8}\.jpg$/),
    });
    expect((await server.graphql(`{ hero { title } }`)).data!.hero.title).toBe("Train Like a Rhino");
    expect((await lastAudit()).summary).toBe('title: "Unleash the Warrior Within" → "Train Like a Rhino"');
  });

  it("updates contact details and opening hours, refusing impossible hours", async () => {
    const hours = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((day) =>
      day === "Sunday" ? { day, opens: "07:00", closes: "12:00" } : { day, opens: "05:30", closes: "22:00" },
    );
    const { data } = await gql(
      `mutation ($h: [OpeningHoursInput!]) { updateContactInfo(input: { alternatePhone: "+91 70020 11111", openingHours: $h }) { alternatePhone openingHours { day opens closes } } }`,
      { h: hours },
    );
    expect(data!.updateContactInfo.alternatePhone).toBe("+91 70020 11111");
    expect(data!.updateContactInfo.openingHours[6]).toEqual({ day: "Sunday", opens: "07:00", closes: "12:00" });
    const reversed = hours.map((h, i) => (i === 0 ? { ...h, opens: "22:00", closes: "05:30" } : h));
    const bad = await gql(`mutation ($h: [OpeningHoursInput!]) { updateContactInfo(input: { openingHours: $h }) { id } }`, { h: reversed });
    expect(bad.errors![0].extensions!.fields).toEqual({ openingHours: "Monday: Use 24-hour times like 06:00, with closing after opening" });
    const badHandle = await gql(`mutation { updateContactInfo(input: { instagram: "@iron warrior" }) { id } }`);
    expect(badHandle.errors![0].extensions!.fields).toHaveProperty("instagram");
  });

  it("stores the festive badge on the server for every visitor", async () => {
    const { data } = await gql(
      `mutation { updateFestiveBadge(input: { enabled: true, text: "Magh Bihu Offer", color: "sunset-magic" }) { festiveBadge { enabled text color } } }`,
    );
    expect(data!.updateFestiveBadge.festiveBadge).toEqual({ enabled: true, text: "Magh Bihu Offer", color: "sunset-magic" });
    expect((await server.graphql(`{ siteSettings { festiveBadge { enabled text } } }`)).data!.siteSettings.festiveBadge).toEqual({
      enabled: true,
      text: "Magh Bihu Offer",
    });
    const tooLong = await gql(
      `mutation ($t: String!) { updateFestiveBadge(input: { enabled: true, text: $t, color: "sunset-magic" }) { id } }`,
      { t: "x".repeat(51) },
    );
    expect(tooLong.errors![0].extensions!.fields).toEqual({ text: "Badge text must be at most 50 characters" });
    const badColor = await gql(`mutation { updateFestiveBadge(input: { enabled: true, text: "X", color: "red" }) { id } }`);
    expect(badColor.errors![0].extensions!.fields).toEqual({ color: "Choose one of the festive colour themes" });
  });

  it("saves a policy by type (upsert) and shows it publicly", async () => {
    await server.database.dataSource.query("DELETE FROM policies WHERE policy_type = ?", ["refund"]);
    const saved = await gql(
      `mutation { updatePolicy(type: refund, input: { content: "## Refunds\\n\\nWithin 7 days." }) { title content } }`,
    );
    expect(saved.data!.updatePolicy).toEqual({ title: "Refund Policy", content: "## Refunds\n\nWithin 7 days." });
    await gql(`mutation { updatePolicy(type: refund, input: { content: "## Refunds\\n\\nWithin 10 days." }) { id } }`);
    expect((await gql(`{ policies { policyType } }`)).data!.policies).toHaveLength(3);
    expect((await server.graphql(`{ policy(type: refund) { content } }`)).data!.policy.content).toContain("10 days");
  });

  it("refuses a policy nested deeper than the limit, with the field's message (issue 14, item 4)", async () => {
    const nested = (levels: number) => `## Refunds\n\n${">".repeat(levels)} Within 7 days.`;
    const save = (content: string) =>
      gql(`mutation ($c: String!) { updatePolicy(type: refund, input: { content: $c }) { content } }`, { c: content });
    const refused = await save(nested(49_000));
    expect(refused.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { content: MESSAGES.markdownTooDeep } });
    expect((await save(nested(LIMITS.markdownNestingMax))).data!.updatePolicy.content).toBe(nested(LIMITS.markdownNestingMax));
  });

  it("drafts with the built-in drafter: the current text with the instructions applied, the rest reported", async () => {
    const generate = (content: string) =>
      gql(
        `mutation ($content: String) { generatePolicy(input: { type: refund, content: $content, instructions: "Mention the 7-day refund window. Students get priority." }) {
        generatedText source unappliedInstructions } }`,
        { content },
      );
    const fromTemplate = (await generate("")).data!.generatePolicy;
    expect(fromTemplate.source).toBe("built-in");
    expect(fromTemplate.unappliedInstructions).toEqual(["Students get priority"]);
    const text = fromTemplate.generatedText;
    expect(text).not.toMatch(/^# |Mention|Students/m);
    expect(text).toContain("Iron Warrior Fitness");
    expect(text).toContain("Cancelled within 7 days of payment");
    expect(text).toContain("hello@ironwarriorfitness.in");
    expect(text).toContain("Sunday: 7:00 AM – 12:00 PM");

    const current = "## Refunds\n\nAsk within 14 days of paying for a full refund.\n\n## Pausing\n\nUp to 3 months.";
    expect((await generate(`# Refund Policy\n\n${current}`)).data!.generatePolicy.generatedText).toBe(
      `${current.replace("14 days", "7 days")}\n`,
    );
  });

  it("reports real dashboard figures and counts public page views per day", async () => {
    for (const path of ["/", "/about", "/blog/1", "/admin", "/profile"])
      await server.graphql(`mutation ($p: String!) { recordPageView(path: $p) }`, { p: path });
    const { data } = await gql(`{ dashboard { blogPostCount planCount activeUserCount userCount unreadMessageCount pageViewsLast30Days
      pageViewsByDay { day views } recentActivity { action } system { status version databaseKind uptimeSeconds } } }`);
    const d = data!.dashboard;
    expect(d).toMatchObject({ blogPostCount: 3, pageViewsLast30Days: 3, unreadMessageCount: 0 });
    expect(d.planCount).toBeGreaterThanOrEqual(9);
    expect(d.activeUserCount).toBe(d.userCount);
    expect(d.pageViewsByDay).toHaveLength(30);
    expect(d.pageViewsByDay[29]).toEqual({ day: gymToday(), views: 3 });
    expect(d.recentActivity.length).toBeGreaterThan(3);
    expect(d.system).toMatchObject({ status: "Online", version: "1.0.0", databaseKind: kind });
  });
});
