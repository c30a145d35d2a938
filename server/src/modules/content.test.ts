import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

describe.each(testDatabaseKinds())("public content queries on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("lists plans cheapest first by the amount in the price text, then by name", async () => {
    const { data, errors } = await server.graphql(`{ plans { name price duration features buttonLink } }`);
    expect(errors).toBeUndefined();
    const names = data!.plans.map((p: { name: string }) => p.name);
    expect(names).toEqual([
      "STUDENT",
      "MONTHLY",
      "COUPLE PACKAGE",
      "FRIENDS PACKAGE",
      "QUARTERLY",
      "FAMILY PACKAGE",
      "PT MONTHLY",
      "YEARLY",
      "PT QUARTERLY",
    ]);
    expect(data!.plans[1]).toMatchObject({ price: "₹1,500", duration: "1 Month", buttonLink: null });
    expect(data!.plans[1].features.length).toBeGreaterThan(2);
  });

  it("orders plans of equal price by name and unpriced plans last", async () => {
    const { dataSource } = server.database;
    await dataSource.query("INSERT INTO subscriptions (name, price, duration, features) VALUES (?, ?, ?, ?), (?, ?, ?, ?)", [
      "ALPHA",
      "₹4,000",
      "1 Month",
      "[]",
      "ASK US",
      "Call for price",
      "1 Month",
      "[]",
    ]);
    const { data } = await server.graphql(`{ plans { name } }`);
    const names = data!.plans.map((p: { name: string }) => p.name);
    expect(names.indexOf("ALPHA")).toBe(names.indexOf("COUPLE PACKAGE") + 1);
    expect(names.at(-1)).toBe("ASK US");
    await dataSource.query("DELETE FROM subscriptions WHERE name IN (?, ?)", ["ALPHA", "ASK US"]);
  });

  it("lists blog posts newest first and finds one by id", async () => {
    const { data } = await server.graphql(`{ blogPosts { id date title author excerpt image } }`);
    const dates = data!.blogPosts.map((p: { date: string }) => p.date);
    expect(dates).toEqual(["2026-10-20", "2026-09-02", "2026-07-14"]);
    const first = data!.blogPosts[0];
    const one = await server.graphql(`query ($id: ID!) { blogPost(id: $id) { id title content date } }`, { id: first.id });
    expect(one.data!.blogPost).toMatchObject({ id: first.id, title: first.title, date: "2026-10-20" });
    expect(one.data!.blogPost.content).toContain("\n");
  });

  it.each(["999999", "abc", "-1", "1.5"])("answers null for the unknown blog post id %s", async (id) => {
    const { data, errors } = await server.graphql(`query ($id: ID!) { blogPost(id: $id) { id } }`, { id });
    expect(errors).toBeUndefined();
    expect(data!.blogPost).toBeNull();
  });

  it("serves the single-record content the home page, footer and contact page need", async () => {
    const { data, errors } = await server.graphql(`{
      hero { title subtitle image }
      about { title content image }
      contactInfo { phone alternatePhone whatsapp email address city instagram openingHours { day opens closes } }
      siteSettings { siteName tagline licenceNumber footerText logo footerLogo favicon featuredImage metaDescription
        festiveBadge { enabled text color } }
    }`);
    expect(errors).toBeUndefined();
    expect(data!.hero.title).toBe("Unleash the Warrior Within");
    expect(data!.about.content.split("\n").length).toBeGreaterThanOrEqual(3);
    expect(data!.contactInfo).toMatchObject({ city: "Guwahati", instagram: expect.not.stringContaining("@") });
    expect(data!.contactInfo.alternatePhone).toMatch(/^\+91/);
    expect(data!.contactInfo.openingHours).toHaveLength(7);
    expect(data!.contactInfo.openingHours[0]).toEqual({ day: "Monday", opens: "06:00", closes: "22:00" });
    expect(data!.contactInfo.openingHours[6]).toEqual({ day: "Sunday", opens: null, closes: null });
    expect(data!.siteSettings.footerText).toContain("|");
    expect(data!.siteSettings.festiveBadge).toEqual({ enabled: false, text: "Bihu Special Offer", color: "festive-gold" });
  });

  it.each([
    ["privacy", "Privacy Policy"],
    ["terms", "Terms & Conditions"],
    ["refund", "Refund Policy"],
  ])("serves the %s policy as markdown with its update time", async (type, title) => {
    const { data } = await server.graphql(`query ($t: PolicyType!) { policy(type: $t) { policyType title content updatedAt } }`, {
      t: type,
    });
    expect(data!.policy).toMatchObject({ policyType: type, title });
    expect(data!.policy.content).toMatch(/^## /m);
    expect(new Date(data!.policy.updatedAt).getTime()).not.toBeNaN();
  });

  it("answers null for a policy that has not been written, and refuses an unknown type", async () => {
    await server.database.dataSource.query("DELETE FROM policies WHERE policy_type = ?", ["refund"]);
    const missing = await server.graphql(`{ policy(type: refund) { title } }`);
    expect(missing.data!.policy).toBeNull();
    const unknown = await server.graphql(`{ policy(type: cookies) { title } }`);
    expect(unknown.status).toBe(400);
    expect(unknown.errors![0].extensions!.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("serves the three default referral bonuses", async () => {
    const { data } = await server.graphql(`{ referralBonuses { badgeType bonus description } }`);
    expect(data!.referralBonuses).toEqual([
      { badgeType: "gold", bonus: 10, description: "Refer 5 friends" },
      { badgeType: "premium", bonus: 25, description: "Refer 15 friends" },
      { badgeType: "platinum", bonus: 50, description: "Refer 30 friends" },
    ]);
  });
});
