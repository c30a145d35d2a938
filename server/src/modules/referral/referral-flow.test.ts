import { MESSAGES, memberIdFor } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { REFERRAL_REASONS } from "./referral-program";

const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { token user { id referralCode } } }`;
const UPGRADE = `mutation ($id: ID!, $input: UpgradeUserInput!) { upgradeUser(id: $id, input: $input) { id membershipTier } }`;
const ME = `{ me { id badge referralScore referralCode
  referralStats { referred confirmed pending points nextBadge friendsToNextBadge pointsPerNextFriend }
  membershipHistory { field oldValue newValue actorName byYou source reason createdAt } } }`;

/** Issue 17 item 7: a sign-up through a member's link, confirmed by the admin, pays the referrer once. */
describe.each(testDatabaseKinds())("referrals on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  let adminName: string;
  beforeAll(async () => {
    server = await startTestServer(kind); // seeded: the Referral Bonus rules Gold +10 (5 friends), Premium +25 (15), Platinum +50 (30)
    const admin = await server.account({ role: "admin" as never, name: "Front Desk" });
    adminToken = admin.token;
    adminName = admin.user.name;
  });
  afterAll(() => server.close());

  const upgrade = (id: number, membershipTier = "premium", reason = "Paid 12 months at the desk") =>
    server.graphql(UPGRADE, { id: String(id), input: { membershipTier, reason } }, adminToken);
  const me = async (token: string) => {
    const answer = await server.graphql(ME, undefined, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.me;
  };
  /** A member who joined through `code`, created directly (sign-ups through GraphQL are rate limited). */
  const referred = (code: string | null) =>
    server.services.users.create(
      { name: "Friend", email: `friend-${Math.random().toString(36).slice(2)}@example.com`, password: "gym-secret1" },
      undefined,
      { referralCode: code, emailVerified: true },
    );

  it("attributes a sign-up through the link, pays the referrer when the admin confirms, and both histories say why", async () => {
    const referrer = await server.account({ name: "Asha" });
    expect(referrer.user.referralCode).toMatch(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{8}$/);

    const signup = await server.graphql(SIGNUP, {
      input: {
        name: "Ravi",
        email: "ravi.referred@example.com",
        password: "gym-secret1",
        referralCode: referrer.user.referralCode!.toLowerCase(),
        acceptPolicies: true,
      },
    });
    expect(signup.errors).toBeUndefined();
    const newMember = signup.data!.signup.user;
    expect(newMember.referralCode).not.toBe(referrer.user.referralCode);
    expect((await me(signup.data!.signup.token)).membershipHistory).toEqual([
      expect.objectContaining({
        field: "referral",
        oldValue: null,
        newValue: "pending",
        source: "signup",
        reason: REFERRAL_REASONS.joined,
      }),
    ]);
    expect((await me(referrer.token)).referralStats).toMatchObject({ referred: 1, confirmed: 0, pending: 1, points: 0 });

    expect((await upgrade(Number(newMember.id))).errors).toBeUndefined();

    const after = await me(referrer.token);
    expect(after).toMatchObject({ referralScore: 10, badge: "user" });
    expect(after.referralStats).toEqual({
      referred: 1,
      confirmed: 1,
      pending: 0,
      points: 10,
      nextBadge: "gold",
      friendsToNextBadge: 4,
      pointsPerNextFriend: 10,
    });
    // The member sees that the gym acted, not who at the gym.
    expect(after.membershipHistory).toEqual([
      expect.objectContaining({
        field: "referralScore",
        oldValue: "0",
        newValue: "10",
        source: "referral",
        actorName: null,
        byYou: false,
        reason: `Referral: ${memberIdFor(newMember.id)} confirmed`,
      }),
    ]);
    const friendHistory = (await me(signup.data!.signup.token)).membershipHistory;
    // Newest first; the lines of one change come newest-written first.
    // The expiry moved from 365 days after sign-up to 365 days after the upgrade, the same gym day: no line.
    expect(friendHistory.map((h: { field: string }) => h.field)).toEqual(["referral", "tier", "referral"]);
    expect(friendHistory[0]).toMatchObject({ oldValue: "pending", newValue: "confirmed", reason: REFERRAL_REASONS.confirmed });
    expect(friendHistory[1]).toMatchObject({ oldValue: "basic", newValue: "premium", reason: "Paid 12 months at the desk" });

    // The admin sees who did it.
    const adminView = await server.graphql(
      `query ($id: ID!) { user(id: $id) { membershipHistory { field actorName } } }`,
      { id: String(referrer.user.id) },
      adminToken,
    );
    expect(adminView.data!.user.membershipHistory[0]).toEqual({ field: "referralScore", actorName: adminName });

    // A second upgrade (and a downgrade and a new upgrade) pays nothing more.
    expect((await upgrade(Number(newMember.id), "platinum")).errors).toBeUndefined();
    expect((await upgrade(Number(newMember.id), "basic")).errors).toBeUndefined();
    expect((await upgrade(Number(newMember.id), "premium")).errors).toBeUndefined();
    expect((await me(referrer.token)).referralScore).toBe(10);
  });

  it("moves the badge up the ladder the rules define, at the fifth confirmed friend", async () => {
    const referrer = await server.account();
    for (let i = 0; i < 5; i++) {
      const friend = await referred(referrer.user.referralCode);
      expect((await upgrade(friend.id)).errors).toBeUndefined();
    }
    const after = await me(referrer.token);
    expect(after).toMatchObject({ referralScore: 50, badge: "gold" });
    expect(after.referralStats).toMatchObject({ confirmed: 5, nextBadge: "premium", friendsToNextBadge: 10, pointsPerNextFriend: 25 });
    expect(after.membershipHistory.slice(0, 2)).toEqual([
      expect.objectContaining({ field: "referralScore", oldValue: "40", newValue: "50", source: "referral" }),
      expect.objectContaining({ field: "badge", oldValue: "user", newValue: "gold", source: "referral" }),
    ]);
  });

  it("pays once when two admins confirm the same member at the same moment", async () => {
    const referrer = await server.account();
    const friend = await referred(referrer.user.referralCode);
    const answers = await Promise.all([upgrade(friend.id, "premium"), upgrade(friend.id, "platinum")]);
    expect(answers.map((a) => a.errors)).toEqual([undefined, undefined]);
    expect((await server.services.users.getById(referrer.user.id)).referralScore).toBe(10);
    const history = (await me(referrer.token)).membershipHistory;
    expect(history.filter((h: { field: string }) => h.field === "referralScore")).toHaveLength(1);
  });

  it("counts two friends of one referrer confirmed at once one after the other", async () => {
    const referrer = await server.account();
    const [a, b] = [await referred(referrer.user.referralCode), await referred(referrer.user.referralCode)];
    await Promise.all([upgrade(a.id), upgrade(b.id)]);
    expect((await server.services.users.getById(referrer.user.id)).referralScore).toBe(20);
  });

  it("ignores an unknown or malformed code, an inactive referrer and one's own address: the sign-up goes on", async () => {
    const inactive = await server.account({ accountStatus: "inactive" as never });
    for (const code of ["ZZZZZZZZ", "not a code!", "x".repeat(500), inactive.user.referralCode, ""]) {
      const friend = await referred(code);
      expect(friend.referredById).toBeNull();
    }
    const answer = await server.graphql(SIGNUP, {
      input: { name: "Solo", email: "solo@example.com", password: "gym-secret1", referralCode: "<script>", acceptPolicies: true },
    });
    expect(answer.errors).toBeUndefined();
    const solo = await server.services.users.getById(Number(answer.data!.signup.user.id));
    expect(solo.referredById).toBeNull();
    // Confirming a member nobody referred pays nobody and writes no referral line.
    expect((await upgrade(solo.id)).errors).toBeUndefined();
    expect(await server.services.membershipHistory.all(solo.id)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ field: "referral" })]),
    );
  });

  it("keeps the referral codes private to the account and admins", async () => {
    const other = await server.account();
    const stranger = await server.account();
    const answer = await server.graphql(
      `query ($id: ID!) { user(id: $id) { referralCode } }`,
      { id: String(other.user.id) },
      stranger.token,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses an upgrade without a reason, and a score change without one, and changes nothing", async () => {
    const member = await server.account();
    const noReason = await server.graphql(
      UPGRADE,
      { id: String(member.user.id), input: { membershipTier: "premium", reason: " " } },
      adminToken,
    );
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { reason: MESSAGES.upgradeReasonRequired } });
    const score = await server.graphql(
      `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { referralScore } }`,
      { id: String(member.user.id), input: { referralScore: 40 } },
      adminToken,
    );
    expect(score.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { reason: MESSAGES.scoreReasonRequired } });
    const stored = await server.services.users.getById(member.user.id);
    expect(stored).toMatchObject({ membershipTier: "basic", referralScore: 0 });
    expect(await server.services.membershipHistory.all(member.user.id)).toEqual([]);
  });
});
