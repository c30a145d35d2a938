import { startTestServer, type TestServer } from "../testing/test-server";

/** Values no well-behaved client sends. Each is tried in every string slot of every operation below. */
const HOSTILE_VALUES: unknown[] = [
  "",
  " ",
  "x".repeat(100_000),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x",
  "[x](javascript:alert(1))",
  "\u202eevil\u202c",
  "\u0000null\u0000byte",
  "\ud800",
  "💪🏽".repeat(50),
  12345,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  ["a", "b"],
  { nested: { deep: 1 } },
];

const GRAPHQL_TARGETS: { name: string; query: string; slot: (value: unknown) => Record<string, unknown>; admin?: boolean }[] = [
  {
    name: "signup.email",
    query: 'mutation ($v: String!) { signup(input: { name: "N", email: $v, password: "gym-secret1", acceptPolicies: true }) { token } }',
    slot: (v) => ({ v }),
  },
  {
    name: "signup.name",
    query:
      'mutation ($v: String!) { signup(input: { name: $v, email: "bad-input@example.com", password: "gym-secret1", acceptPolicies: true }) { token } }',
    slot: (v) => ({ v }),
  },
  {
    name: "login.password",
    query: 'mutation ($v: String!) { login(input: { email: "a@example.com", password: $v }) { token } }',
    slot: (v) => ({ v }),
  },
  {
    name: "contact.message",
    query:
      'mutation ($v: String!) { sendContactMessage(input: { firstName: "A", lastName: "B", email: "c@example.com", subject: "S", message: $v }) { success } }',
    slot: (v) => ({ v }),
  },
  { name: "subscribe.email", query: "mutation ($v: String!) { subscribeToNewsletter(email: $v) { success } }", slot: (v) => ({ v }) },
  { name: "blogPost.id", query: "query ($v: ID!) { blogPost(id: $v) { id } }", slot: (v) => ({ v }) },
  {
    name: "createBlogPost.image",
    admin: true,
    query: 'mutation ($v: String!) { createBlogPost(input: { title: "T", excerpt: "E", content: "C", author: "A", image: $v }) { id } }',
    slot: (v) => ({ v }),
  },
  {
    name: "createPlan.buttonLink",
    admin: true,
    query:
      'mutation ($v: String) { createPlan(input: { name: "N", price: "₹1", duration: "1 Month", features: [], buttonLink: $v }) { id } }',
    slot: (v) => ({ v }),
  },
  {
    name: "updateHero.image",
    admin: true,
    query: "mutation ($v: String) { updateHero(input: { image: $v }) { id } }",
    slot: (v) => ({ v }),
  },
  {
    name: "updateSiteSettings.logo",
    admin: true,
    query: "mutation ($v: String) { updateSiteSettings(input: { logo: $v }) { id } }",
    slot: (v) => ({ v }),
  },
  {
    name: "upgradeUser.expirationDate",
    admin: true,
    query: 'mutation ($v: String) { upgradeUser(id: "1", input: { membershipTier: premium, expirationDate: $v, reason: "Paid" }) { id } }',
    slot: (v) => ({ v }),
  },
  {
    name: "updateUser.referralScore",
    admin: true,
    query: 'mutation ($v: Int) { updateUser(id: "1", input: { referralScore: $v }) { id } }',
    slot: (v) => ({ v }),
  },
];

const REST_TARGETS: { method: string; path: string; field: string }[] = [
  { method: "POST", path: "/auth/login", field: "email" },
  { method: "POST", path: "/auth/signup", field: "password" },
  { method: "PUT", path: "/admin/users/1/status", field: "account_status" },
  { method: "POST", path: "/admin/users/1/upgrade", field: "membership_tier" },
];

const MALFORMED_BODIES = ["{", '{"email": }', "[1,2", "null", '"just a string"', "nan", '{"a":1}}', "\u0000"];

describe("a barrage of hostile input", () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
    adminToken = (await server.account({ role: "admin" as never })).token;
  });
  afterAll(() => server.close());

  const graphqlCases = GRAPHQL_TARGETS.flatMap((t) => HOSTILE_VALUES.map((v, i) => [`${t.name} #${i}`, t, v] as const));
  const restCases = REST_TARGETS.flatMap((t) => HOSTILE_VALUES.map((v, i) => [`${t.method} ${t.path} ${t.field} #${i}`, t, v] as const));

  it("has at least 200 generated cases", () => {
    expect(graphqlCases.length + restCases.length + MALFORMED_BODIES.length * 2).toBeGreaterThanOrEqual(200);
  });

  it.each(graphqlCases)("GraphQL %s answers with data or a coded error, never a 5xx", async (_name, target, value) => {
    const response = await server.graphql(target.query, target.slot(value), target.admin ? adminToken : undefined);
    expect(response.status).toBeLessThan(500);
    if (response.errors) for (const error of response.errors) expect(error.extensions?.code).toBeTruthy();
  });

  it.each(restCases)("REST %s answers 4xx or success, never a 5xx", async (_name, target, value) => {
    const response = await server.rest(
      target.method,
      target.path,
      { email: "a@example.com", password: "gym-secret1", name: "N", [target.field]: value },
      adminToken,
    );
    expect(response.status).toBeLessThan(500);
    expect(typeof response.body.success).toBe("boolean");
    if (!response.body.success) expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it.each(
    MALFORMED_BODIES.flatMap((body) => [
      ["/graphql", body],
      ["/api/auth/login", body],
    ]),
  )("%s with malformed body %j answers 400 JSON", async (path, body) => {
    const response = await fetch(server.url + path, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("stored nothing unsafe", async () => {
    const db = server.database.dataSource;
    const unsafe = /^(javascript|data):|^\/\//i;
    const urls = [
      ...(await db.query("SELECT image AS url FROM blog_posts")),
      ...(await db.query("SELECT button_link AS url FROM subscriptions WHERE button_link IS NOT NULL")),
      ...(await db.query("SELECT image AS url FROM hero_section")),
      ...(await db.query("SELECT logo AS url FROM site_settings")),
    ].map((row: { url: string }) => row.url);
    expect(urls.filter((url) => unsafe.test(url.trim()))).toEqual([]);
    const [{ n }] = await db.query("SELECT COUNT(*) AS n FROM users WHERE email NOT LIKE '%@%.%'");
    expect(Number(n)).toBe(0);
  });
});
