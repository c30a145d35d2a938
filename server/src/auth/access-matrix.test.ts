import { ContactMessage } from "../modules/message/contact-message.entity";
import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

type Role = "anonymous" | "self" | "other" | "admin";
type Access = "public" | "signedIn" | "selfOrAdmin" | "admin";

interface Case {
  name: string;
  access: Access;
  query: string;
  /** Variables for the operation, given the account it acts on. */
  variables?: (subjectId: string, bonusId: string, messageId: string) => Record<string, unknown>;
}

const ALLOWED: Record<Access, Role[]> = {
  public: ["anonymous", "self", "other", "admin"],
  signedIn: ["self", "other", "admin"],
  selfOrAdmin: ["self", "admin"],
  admin: ["admin"],
};

let unique = 0;
const email = () => `matrix-${++unique}-${Date.now()}@example.com`;

const CASES: Case[] = [
  { name: "blogPosts", access: "public", query: "{ blogPosts { id } }" },
  { name: "plans", access: "public", query: "{ plans { id } }" },
  { name: "hero/about/contact/settings", access: "public", query: "{ hero { id } about { id } contactInfo { id } siteSettings { id } }" },
  { name: "policy", access: "public", query: "{ policy(type: privacy) { id } }" },
  { name: "referralBonuses", access: "public", query: "{ referralBonuses { id } }" },
  { name: "signup", access: "public", query: "mutation ($e: String!) { signup(input: { name: \"New\", email: $e, password: \"secret1\" }) { token } }", variables: () => ({ e: email() }) },
  { name: "login", access: "public", query: "mutation { login(input: { email: \"nobody@example.com\", password: \"whatever\" }) { token } }" },
  { name: "requestPasswordReset", access: "public", query: "mutation { requestPasswordReset(email: \"nobody@example.com\") { success } }" },
  { name: "me", access: "signedIn", query: "{ me { id email } }" },
  { name: "updateMe", access: "signedIn", query: "mutation { updateMe(input: { name: \"Renamed\" }) { token } }" },
  { name: "user", access: "selfOrAdmin", query: "query ($id: ID!) { user(id: $id) { id email } }", variables: (id) => ({ id }) },
  { name: "users", access: "admin", query: "{ users { id } }" },
  { name: "upgradeUser", access: "admin", query: "mutation ($id: ID!) { upgradeUser(id: $id, input: { membershipTier: premium }) { id } }", variables: (id) => ({ id }) },
  { name: "setUserStatus", access: "admin", query: "mutation ($id: ID!) { setUserStatus(id: $id, status: inactive) { id } }", variables: (id) => ({ id }) },
  { name: "createUser", access: "admin", query: "mutation ($e: String!) { createUser(input: { name: \"X\", email: $e, password: \"secret1\" }) { id } }", variables: () => ({ e: email() }) },
  { name: "updateUser", access: "admin", query: "mutation ($id: ID!) { updateUser(id: $id, input: { badge: gold }) { id } }", variables: (id) => ({ id }) },
  { name: "deleteUser", access: "admin", query: "mutation ($id: ID!) { deleteUser(id: $id) }", variables: (id) => ({ id }) },
  { name: "createReferralBonus", access: "admin", query: "mutation { createReferralBonus(input: { badgeType: gold, bonus: 5, description: \"Refer 2\" }) { id } }" },
  { name: "updateReferralBonus", access: "admin", query: "mutation ($b: ID!) { updateReferralBonus(id: $b, input: { badgeType: gold, bonus: 7, description: \"Refer 3\" }) { id } }", variables: (_id, b) => ({ b }) },
  { name: "deleteReferralBonus", access: "admin", query: "mutation ($b: ID!) { deleteReferralBonus(id: $b) }", variables: (_id, b) => ({ b }) },
  { name: "sendContactMessage", access: "public", query: "mutation ($e: String!) { sendContactMessage(input: { firstName: \"A\", lastName: \"B\", email: $e, subject: \"S\", message: \"M\" }) { success } }", variables: () => ({ e: email() }) },
  { name: "subscribeToNewsletter", access: "public", query: "mutation ($e: String!) { subscribeToNewsletter(email: $e) { success } }", variables: () => ({ e: email() }) },
  { name: "contactMessages", access: "admin", query: "{ contactMessages { id } }" },
  { name: "markContactMessageRead", access: "admin", query: "mutation ($m: ID!) { markContactMessageRead(id: $m) { id } }", variables: (_id, _b, m) => ({ m }) },
  { name: "deleteContactMessage", access: "admin", query: "mutation ($m: ID!) { deleteContactMessage(id: $m) }", variables: (_id, _b, m) => ({ m }) },
];

describe.each(testDatabaseKinds())("access matrix on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  let otherToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    adminToken = (await server.account({ role: "admin" as never })).token;
    otherToken = (await server.account()).token;
  });
  afterAll(() => server.close());

  const roles: Role[] = ["anonymous", "self", "other", "admin"];
  const table = CASES.flatMap((c) => roles.map((role) => [c.name, role, c] as const));

  it.each(table)("%s as %s", async (_name, role, testCase) => {
    const subject = await server.account();
    const bonus = await server.services.referrals.create({ badgeType: "gold" as never, bonus: 1, description: "Matrix" });
    const message = await server.database.dataSource.getRepository(ContactMessage).save({
      firstName: "A", lastName: "B", email: "a@example.com", phone: null, subject: "S", message: "M", readAt: null,
    });
    const token = { anonymous: undefined, self: subject.token, other: otherToken, admin: adminToken }[role];
    const variables = testCase.variables?.(String(subject.user.id), String(bonus.id), String(message.id));
    const response = await server.graphql(testCase.query, variables, token);
    const code = response.errors?.[0]?.extensions?.code;
    if (ALLOWED[testCase.access].includes(role)) {
      expect([code, response.errors?.[0]?.message]).not.toEqual(expect.arrayContaining(["UNAUTHENTICATED"]));
      expect(code).not.toBe("FORBIDDEN");
      if (testCase.name !== "login") expect(response.errors).toBeUndefined();
    } else {
      expect(code).toBe(role === "anonymous" ? "UNAUTHENTICATED" : "FORBIDDEN");
      expect(response.data?.[Object.keys(response.data ?? {})[0]] ?? null).toBeNull();
    }
  });

  it("hides another account's private fields", async () => {
    const subject = await server.account();
    const denied = await server.graphql(`query ($id: ID!) { user(id: $id) { id name } }`, { id: String(subject.user.id) }, otherToken);
    expect(denied.errors![0].extensions!.code).toBe("FORBIDDEN");
    const own = await server.graphql(`{ me { email membershipTier accountStatus referralScore memberId } }`, undefined, subject.token);
    expect(own.data!.me).toMatchObject({ email: subject.user.email, membershipTier: "basic", accountStatus: "active", referralScore: 0 });
    expect(own.data!.me.memberId).toMatch(/^IWF-\d{6}$/);
  });
});
