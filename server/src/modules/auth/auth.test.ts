import { MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { token user { id name email role membershipTier accountStatus expirationDate badge referralScore } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token user { id name } } }`;
const ME = `{ me { id name } }`;

describe.each(testDatabaseKinds())("accounts and sessions on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("signs up a basic, active member with a year's expiry and a working token", async () => {
    const { data, errors } = await server.graphql(SIGNUP, {
      input: { name: " Priya Sharma ", email: "Priya@Example.com", password: "gym-secret1", acceptPolicies: true },
    });
    expect(errors).toBeUndefined();
    expect(data!.signup.user).toMatchObject({
      name: "Priya Sharma",
      email: "priya@example.com",
      role: "user",
      membershipTier: "basic",
      accountStatus: "active",
      badge: "user",
      referralScore: 0,
    });
    const days = (new Date(data!.signup.user.expirationDate).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);
    const me = await server.graphql(ME, undefined, data!.signup.token);
    expect(me.data!.me.name).toBe("Priya Sharma");
  });

  it("refuses a second account for the same e-mail in any letter case", async () => {
    await server.graphql(SIGNUP, { input: { name: "A", email: "dup@example.com", password: "gym-secret1", acceptPolicies: true } });
    const again = await server.graphql(SIGNUP, {
      input: { name: "B", email: "DUP@example.COM", password: "gym-secret1", acceptPolicies: true },
    });
    expect(again.errors![0]).toMatchObject({
      message: MESSAGES.emailTaken,
      extensions: { code: "BAD_USER_INPUT", fields: { email: MESSAGES.emailTaken } },
    });
  });

  it.each([
    [{ name: "", email: "a@example.com", password: "gym-secret1" }, "name", MESSAGES.nameRequired],
    [{ name: "A", email: "", password: "gym-secret1" }, "email", MESSAGES.emailRequired],
    [{ name: "A", email: "not-an-email", password: "gym-secret1" }, "email", MESSAGES.emailInvalid],
    [{ name: "A", email: "a@example.com", password: "12345" }, "password", "Password must be at least 6 characters long"],
    [{ name: "A", email: "a@example.com", password: "x".repeat(129) }, "password", MESSAGES.passwordTooLong],
    [{ name: "N".repeat(101), email: "a@example.com", password: "gym-secret1" }, "name", "Name must be at most 100 characters"],
    [{ name: "A", email: `${"e".repeat(250)}@example.com`, password: "gym-secret1" }, "email", "Email must be at most 254 characters"],
  ])("rejects sign-up input %#", async (input, field, message) => {
    const { errors } = await server.graphql(SIGNUP, { input: { ...input, acceptPolicies: true } });
    expect(errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { [field]: message } });
  });

  it("answers 'Invalid email or password' alike for an unknown e-mail and a wrong password", async () => {
    const { user } = await server.account({ email: "known@example.com" });
    const unknown = await server.graphql(LOGIN, { input: { email: "unknown@example.com", password: "correct-horse" } });
    const wrong = await server.graphql(LOGIN, { input: { email: user.email, password: "wrong-horse" } });
    expect(unknown.errors![0].message).toBe("Invalid email or password");
    expect(wrong.errors![0]).toEqual(unknown.errors![0]);
    const right = await server.graphql(LOGIN, { input: { email: "KNOWN@example.com", password: "correct-horse" } });
    expect(right.data!.login.user.id).toBe(String(user.id));
  });

  it("refuses sign-in to an inactive account, and ends its open session", async () => {
    const member = await server.account({ email: "inactive@example.com" });
    const admin = await server.account({ role: "admin" as never });
    expect((await server.graphql(ME, undefined, member.token)).data!.me).toBeTruthy();
    await server.graphql(
      `mutation ($id: ID!) { setUserStatus(id: $id, status: inactive) { id } }`,
      { id: String(member.user.id) },
      admin.token,
    );
    const stale = await server.graphql(ME, undefined, member.token);
    expect(stale.errors![0]).toMatchObject({
      message: "Your session has ended. Please log in again.",
      extensions: { code: "UNAUTHENTICATED" },
    });
    const login = await server.graphql(LOGIN, { input: { email: member.user.email, password: member.password } });
    expect(login.errors![0]).toMatchObject({ message: MESSAGES.accountInactive, extensions: { code: "FORBIDDEN" } });
  });

  it("ends older sessions when the password or role changes, keeping the session that changed it", async () => {
    const member = await server.account();
    const otherDevice = (await server.graphql(LOGIN, { input: { email: member.user.email, password: member.password } })).data!.login.token;
    const wrongCurrent = await server.graphql(
      `mutation { updateMe(input: { currentPassword: "nope", newPassword: "brand-new" }) { token } }`,
      undefined,
      member.token,
    );
    expect(wrongCurrent.errors![0].extensions!.fields).toEqual({ currentPassword: MESSAGES.currentPasswordWrong });
    const changed = await server.graphql(
      `mutation ($c: String!) { updateMe(input: { currentPassword: $c, newPassword: "brand-new" }) { token } }`,
      { c: member.password },
      member.token,
    );
    expect((await server.graphql(ME, undefined, otherDevice)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");
    expect((await server.graphql(ME, undefined, member.token)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");
    const fresh = changed.data!.updateMe.token;
    expect((await server.graphql(ME, undefined, fresh)).data!.me.id).toBe(String(member.user.id));

    const admin = await server.account({ role: "admin" as never });
    await server.graphql(
      `mutation ($id: ID!) { updateUser(id: $id, input: { role: admin }) { id } }`,
      { id: String(member.user.id) },
      admin.token,
    );
    expect((await server.graphql(ME, undefined, fresh)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("treats a forged or malformed token as no session", async () => {
    const member = await server.account();
    const forged = member.token.slice(0, -4) + "AAAA";
    for (const token of [forged, "garbage", "a.b.c"]) {
      const { errors } = await server.graphql(ME, undefined, token);
      expect(errors![0].extensions!.code).toBe("UNAUTHENTICATED");
    }
    expect((await server.graphql("{ plans { id } }", undefined, "garbage")).errors).toBeUndefined();
  });

  it("upgrades a member with a default expiry of 365 days and sets upgradedAt to now", async () => {
    const member = await server.account();
    const admin = await server.account({ role: "admin" as never });
    const UPGRADE = `mutation ($id: ID!, $input: UpgradeUserInput!) { upgradeUser(id: $id, input: $input) { membershipTier expirationDate upgradedAt } }`;
    const missing = await server.graphql(UPGRADE, { id: String(member.user.id), input: { reason: "Paid" } }, admin.token);
    expect(missing.errors![0].message).toBe("Please select a membership tier");
    const badDate = await server.graphql(
      UPGRADE,
      { id: String(member.user.id), input: { membershipTier: "premium", expirationDate: "2026-02-30", reason: "Paid" } },
      admin.token,
    );
    expect(badDate.errors![0].extensions!.fields).toEqual({ expirationDate: MESSAGES.expiryInvalid });
    const before = Date.now();
    const { data } = await server.graphql(
      UPGRADE,
      { id: String(member.user.id), input: { membershipTier: "platinum", reason: "Paid" } },
      admin.token,
    );
    expect(data!.upgradeUser.membershipTier).toBe("platinum");
    expect(new Date(data!.upgradeUser.upgradedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(Math.round((new Date(data!.upgradeUser.expirationDate).getTime() - before) / 86_400_000)).toBe(365);
    const dated = await server.graphql(
      UPGRADE,
      { id: String(member.user.id), input: { membershipTier: "premium", expirationDate: "2027-03-31", reason: "Paid" } },
      admin.token,
    );
    expect(dated.data!.upgradeUser.expirationDate).toBe("2027-03-31T18:29:59.999Z");
  });

  it("never lets an admin delete, demote or deactivate themselves", async () => {
    const admin = await server.account({ role: "admin" as never });
    const id = String(admin.user.id);
    for (const mutation of [
      `mutation ($id: ID!) { deleteUser(id: $id) }`,
      `mutation ($id: ID!) { updateUser(id: $id, input: { role: user }) { id } }`,
      `mutation ($id: ID!) { setUserStatus(id: $id, status: inactive) { id } }`,
    ]) {
      const { errors } = await server.graphql(mutation, { id }, admin.token);
      expect(errors![0].extensions!.code).toBe("FORBIDDEN");
    }
    const overRest = await server.rest("PUT", `/admin/users/${id}/status`, { account_status: "inactive" }, admin.token);
    expect(overRest).toMatchObject({ status: 403, body: { success: false, message: MESSAGES.cannotDemoteSelf } });
    expect((await server.graphql(ME, undefined, admin.token)).data!.me.id).toBe(id);
    const still = await server.graphql(`query ($id: ID!) { user(id: $id) { accountStatus role } }`, { id }, admin.token);
    expect(still.data!.user).toEqual({ accountStatus: "active", role: "admin" });
  });

  it("logs no audit entry for an unchanged save, and words an upgrade with the tier's title", async () => {
    const admin = await server.account({ role: "admin" as never });
    const member = await server.account({ name: "Same Name" });
    const id = String(member.user.id);
    const log = async () =>
      (await server.graphql(`{ auditLog(limit: 100) { action entityId summary } }`, undefined, admin.token)).data!.auditLog.filter(
        (entry: { entityId: string }) => entry.entityId === id,
      );
    const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`;
    const same = {
      name: "Same Name",
      email: member.user.email,
      role: "user",
      accountStatus: "active",
      badge: member.user.badge,
      referralScore: member.user.referralScore,
    };
    expect((await server.graphql(UPDATE, { id, input: same }, admin.token)).errors).toBeUndefined();
    expect(await log()).toEqual([]);
    await server.graphql(UPDATE, { id, input: { ...same, name: "New Name" } }, admin.token);
    expect((await log()).map((entry: { summary: string }) => entry.summary)).toEqual([
      `${member.user.email}: name: "Same Name" → "New Name"`,
    ]);

    await server.graphql(
      `mutation ($id: ID!) { upgradeUser(id: $id, input: { membershipTier: platinum, expirationDate: "2027-01-31", reason: "Paid" }) { id } }`,
      { id },
      admin.token,
    );
    expect((await log())[0]).toMatchObject({
      action: "user.upgrade",
      summary: `User upgraded to Platinum: ${member.user.email} until 2027-01-31`,
    });
  });

  it("answers NOT_FOUND for an unknown account", async () => {
    const admin = await server.account({ role: "admin" as never });
    const { errors } = await server.graphql(`{ user(id: "99999") { id } }`, undefined, admin.token);
    expect(errors![0]).toMatchObject({ message: MESSAGES.userNotFound, extensions: { code: "NOT_FOUND" } });
  });
});
