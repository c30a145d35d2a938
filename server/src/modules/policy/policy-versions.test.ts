import { ErrorReason } from "../../../../common/error-codes";
import { POLICY_VERSION_MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { token user { id } } }`;
const SAVE = `mutation ($type: PolicyType!, $input: PolicyInput!) { updatePolicy(type: $type, input: $input) { version content updatedAt } }`;
const HISTORY = `query ($type: PolicyType!) { policyVersions(type: $type) { version title content material changeNote publishedAt publishedByName restoredFrom acceptedCount } }`;
const RESTORE = `mutation ($input: RestorePolicyVersionInput!) { restorePolicyVersion(input: $input) { version content } }`;
const PENDING = `{ pendingPolicies { policyType current { version content changeNote } accepted { version content } } }`;
const ACCEPT = `mutation ($input: AcceptPoliciesInput!) { acceptPolicies(input: $input) { policyType } }`;
const UPDATE_ME = `mutation { updateMe(input: { name: "Renamed Member" }) { user { name } } }`;

let people = 0;
const newMember = () => ({ name: "Asha Das", email: `policy-${++people}-${Date.now()}@example.com`, password: "gym-secret1" });

describe.each(testDatabaseKinds())("policy versions and acceptance on %s", (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await server.account({ role: "admin" as never, name: "Owner Admin" })).token;
  });
  afterAll(() => server.close());
  const asAdmin = (query: string, variables?: Record<string, unknown>) => server.graphql(query, variables, admin);
  const lastAudit = async () => (await asAdmin(`{ auditLog(limit: 1) { actorName action entityId summary } }`)).data!.auditLog[0];
  const current = async (type: string) => (await asAdmin(HISTORY, { type })).data!.policyVersions[0];
  const signUp = async (email?: string) => {
    const input = { ...newMember(), ...(email ? { email } : {}), acceptPolicies: true };
    const { data, errors } = await server.graphql(SIGNUP, { input });
    expect(errors).toBeUndefined();
    return data!.signup.token as string;
  };

  it("refuses a sign-up without the box ticked, and records the current terms and privacy with it", async () => {
    for (const acceptPolicies of [undefined, false]) {
      const refused = await server.graphql(SIGNUP, { input: { ...newMember(), acceptPolicies } });
      expect(refused.errors![0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { acceptPolicies: POLICY_VERSION_MESSAGES.acceptPoliciesRequired },
      });
    }
    const rest = await server.rest("POST", "/auth/signup", newMember());
    expect(rest.status).toBe(400);

    const terms = (await current("terms")).version;
    const privacy = (await current("privacy")).version;
    const token = await signUp();
    const exported = JSON.parse((await server.graphql(`{ myDataExport }`, undefined, token)).data!.myDataExport);
    expect(exported.policyAcceptances).toEqual([
      expect.objectContaining({ policy: expect.any(String), version: expect.any(Number), acceptedAt: expect.any(String) }),
      expect.anything(),
    ]);
    expect(Object.fromEntries(exported.policyAcceptances.map((a: { policy: string; version: number }) => [a.policy, a.version]))).toEqual({
      terms,
      privacy,
    });
    expect((await server.graphql(PENDING, undefined, token)).data!.pendingPolicies).toEqual([]);
  });

  it("publishes a numbered version per save; the same text again adds none", async () => {
    const before = await current("refund");
    const saved = await asAdmin(SAVE, { type: "refund", input: { content: "## Refunds\n\nWithin 14 days.", changeNote: "14 days now" } });
    expect(saved.data!.updatePolicy.version).toBe(before.version + 1);
    const latest = await current("refund");
    expect(latest).toMatchObject({
      version: before.version + 1,
      material: false,
      changeNote: "14 days now",
      publishedByName: "Owner Admin",
      acceptedCount: null,
    });
    expect(new Date(latest.publishedAt).getTime()).toBe(new Date(saved.data!.updatePolicy.updatedAt).getTime());
    expect(await lastAudit()).toMatchObject({ action: "policy.publish", entityId: "refund" });

    await asAdmin(SAVE, { type: "refund", input: { content: "## Refunds\n\nWithin 14 days.\n" } });
    expect((await current("refund")).version).toBe(before.version + 1);
    const visitor = await server.graphql(`{ policy(type: refund) { content updatedAt } }`);
    expect(visitor.data!.policy).toEqual({ content: "## Refunds\n\nWithin 14 days.", updatedAt: latest.publishedAt });
  });

  it("asks members to accept after a material change only, blocks profile changes until then, and counts acceptances", async () => {
    const memberEmail = `accepting-${Date.now()}@example.com`;
    const member = await signUp(memberEmail);
    const accepted = (await current("terms")).version;
    await asAdmin(SAVE, { type: "terms", input: { content: "## Terms\n\nBe kind. Re-rack weights." } });
    expect((await server.graphql(PENDING, undefined, member)).data!.pendingPolicies).toEqual([]);

    await asAdmin(SAVE, {
      type: "terms",
      input: { content: "## Terms\n\nBe kind. Fees are due monthly.", material: true, changeNote: "Monthly fees" },
    });
    expect(await lastAudit()).toMatchObject({ action: "policy.publish", summary: expect.stringContaining("material change") });
    const latest = await current("terms");
    const pending = (await server.graphql(PENDING, undefined, member)).data!.pendingPolicies;
    expect(pending).toEqual([
      {
        policyType: "terms",
        current: { version: latest.version, content: "## Terms\n\nBe kind. Fees are due monthly.", changeNote: "Monthly fees" },
        accepted: { version: accepted, content: expect.any(String) },
      },
    ]);
    const login = await server.graphql(`mutation ($input: LoginInput!) { login(input: $input) { mustAcceptPolicies } }`, {
      input: { email: memberEmail, password: "gym-secret1" },
    });
    expect(login.data!.login.mustAcceptPolicies).toBe(true);
    // An account created without accepting anything counts as having accepted nothing.
    const direct = await server.account();
    expect((await server.graphql(PENDING, undefined, direct.token)).data!.pendingPolicies).toHaveLength(1);
    expect((await asAdmin(PENDING)).data!.pendingPolicies).toEqual([]);

    const blocked = await server.graphql(UPDATE_ME, undefined, member);
    expect(blocked.errors![0]).toMatchObject({
      message: POLICY_VERSION_MESSAGES.acceptanceRequired,
      extensions: { code: "FORBIDDEN", reason: ErrorReason.policyAcceptanceRequired },
    });
    // Data rights never wait for acceptance.
    expect((await server.graphql(`{ myDataExport }`, undefined, member)).errors).toBeUndefined();

    const stale = await server.graphql(ACCEPT, { input: { terms: accepted } }, member);
    expect(stale.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { terms: POLICY_VERSION_MESSAGES.versionNotCurrent },
    });
    const [first, second] = await Promise.all([
      server.graphql(ACCEPT, { input: { terms: latest.version } }, member),
      server.graphql(ACCEPT, { input: { terms: latest.version } }, member),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(first.data!.acceptPolicies).toEqual([]);
    expect((await server.graphql(PENDING, undefined, member)).data!.pendingPolicies).toEqual([]);
    expect((await server.graphql(UPDATE_ME, undefined, member)).data!.updateMe.user.name).toBe("Renamed Member");

    expect((await current("terms")).acceptedCount).toBe(1);
    const log = (await asAdmin(`{ auditLog(limit: 20) { actorName action summary } }`)).data!.auditLog;
    expect(log.filter((e: { action: string }) => e.action === "policy.accept")).toEqual([
      { actorName: "Asha Das", action: "policy.accept", summary: `Terms & Conditions v${latest.version} accepted` },
    ]);
    const exported = JSON.parse((await server.graphql(`{ myDataExport }`, undefined, member)).data!.myDataExport);
    expect(exported.policyAcceptances.map((a: { policy: string; version: number }) => `${a.policy} v${a.version}`)).toContain(
      `terms v${latest.version}`,
    );
  });

  it("restores an older version as a new one, as material when the admin says so", async () => {
    const first = (await asAdmin(HISTORY, { type: "privacy" })).data!.policyVersions.at(-1);
    await asAdmin(SAVE, { type: "privacy", input: { content: "## Privacy\n\nA mistaken rewrite." } });
    const restored = await asAdmin(RESTORE, { input: { policyType: "privacy", version: first.version, material: false } });
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.restorePolicyVersion.content).toBe(first.content);
    expect((await server.graphql(`{ policy(type: privacy) { content } }`)).data!.policy.content).toBe(first.content);
    const latest = await current("privacy");
    expect(latest).toMatchObject({ restoredFrom: first.version, material: false, content: first.content });
    expect(await lastAudit()).toMatchObject({ action: "policy.restore", summary: expect.stringContaining(`restored v${first.version}`) });

    const missing = await asAdmin(RESTORE, { input: { policyType: "privacy", version: 999 } });
    expect(missing.errors![0].extensions!.code).toBe("NOT_FOUND");
  });

  it("keeps history and restore from members", async () => {
    const member = await signUp();
    for (const [query, variables] of [
      [HISTORY, { type: "terms" }],
      [RESTORE, { input: { policyType: "terms", version: 1 } }],
      [SAVE, { type: "terms", input: { content: "## Mine" } }],
    ] as const) {
      expect((await server.graphql(query, variables, member)).errors![0].extensions!.code).toBe("FORBIDDEN");
    }
    expect((await server.graphql(PENDING)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");
  });
});
