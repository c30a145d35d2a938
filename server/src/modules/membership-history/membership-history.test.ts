import { MESSAGES } from "../../../../common/validation";
import { MembershipHistory1795600200000 } from "../../db/migrations/1795600200000-membership-history";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { recordImportedChanges } from "./membership-history.service";

const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`;
const HISTORY = `query ($id: ID!) { user(id: $id) { membershipHistory { field oldValue newValue actorName byYou source reason createdAt } } }`;

/** Issue 17 item 6: every change to tier, expiry, status, badge or score is recorded with who, when and why. */
describe.each(testDatabaseKinds())("membership history on %s", (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<TestServer["account"]>>;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
    admin = await server.account({ role: "admin" as never, name: "Bikash (desk)" });
  });
  afterAll(() => server.close());

  const history = async (id: number, token = admin.token) => {
    const answer = await server.graphql(HISTORY, { id: String(id) }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.user.membershipHistory as Record<string, unknown>[];
  };

  it("records an admin's edit field by field, with the admin and the reason, and nothing for an unchanged save", async () => {
    const member = await server.account();
    const edit = await server.graphql(
      UPDATE,
      {
        id: String(member.user.id),
        input: { name: "Renamed", badge: "gold", referralScore: 30, expirationDate: "2030-01-31", reason: "Corrected after the audit" },
      },
      admin.token,
    );
    expect(edit.errors).toBeUndefined();
    const lines = await history(member.user.id);
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "badge", oldValue: "user", newValue: "gold" }),
        expect.objectContaining({ field: "referralScore", oldValue: "0", newValue: "30" }),
        expect.objectContaining({ field: "expiry", newValue: "2030-01-31T18:29:59.999Z" }),
      ]),
    );
    for (const line of lines) {
      expect(line).toMatchObject({ actorName: "Bikash (desk)", source: "admin", reason: "Corrected after the audit", byYou: false });
    }
    // The same values again: nothing changed, nothing recorded; the score unchanged needs no reason.
    const again = await server.graphql(UPDATE, { id: String(member.user.id), input: { badge: "gold", referralScore: 30 } }, admin.token);
    expect(again.errors).toBeUndefined();
    expect(await history(member.user.id)).toHaveLength(3);
  });

  it("records deactivation and reactivation; the member sees their history without the admin's name", async () => {
    const member = await server.account();
    for (const status of ["inactive", "active"]) {
      const answer = await server.graphql(
        `mutation ($id: ID!, $s: AccountStatus!) { setUserStatus(id: $id, status: $s) { id } }`,
        { id: String(member.user.id), s: status },
        admin.token,
      );
      expect(answer.errors).toBeUndefined();
    }
    expect((await history(member.user.id)).map((l) => [l.field, l.oldValue, l.newValue, l.actorName])).toEqual([
      ["status", "inactive", "active", "Bikash (desk)"],
      ["status", "active", "inactive", "Bikash (desk)"],
    ]);
    const { token } = await server.services.auth.issue(await server.services.users.getById(member.user.id));
    const own = await server.graphql(`{ me { membershipHistory(limit: 1) { field newValue actorName } } }`, undefined, token);
    expect(own.data!.me.membershipHistory).toEqual([{ field: "status", newValue: "active", actorName: null }]);
  });

  it("shows one member's history to nobody else but admins", async () => {
    const member = await server.account();
    const stranger = await server.account();
    const answer = await server.graphql(HISTORY, { id: String(member.user.id) }, stranger.token);
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses a reason longer than the limit", async () => {
    const member = await server.account();
    const answer = await server.graphql(
      UPDATE,
      { id: String(member.user.id), input: { referralScore: 5, reason: "x".repeat(301) } },
      admin.token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ fields: { reason: MESSAGES.changeReasonTooLong } });
  });

  it("lets the CSV import record its changes in its own transaction", async () => {
    const member = await server.account();
    await server.database.dataSource.transaction(async (manager) => {
      const before = await server.services.users.getById(member.user.id);
      await recordImportedChanges(
        manager,
        member.user.id,
        before,
        { ...before, membershipTier: "platinum" as never },
        admin.user,
        "Imported from members.csv, line 4",
      );
    });
    expect(await history(member.user.id)).toEqual([
      expect.objectContaining({ field: "tier", newValue: "platinum", source: "import", reason: "Imported from members.csv, line 4" }),
    ]);
  });

  it("deletes the history with the account; an admin's name stays on the lines they wrote after they go", async () => {
    const member = await server.account();
    const otherAdmin = await server.account({ role: "admin" as never, name: "Leaving Admin" });
    await server.graphql(UPDATE, { id: String(member.user.id), input: { badge: "premium" } }, otherAdmin.token);
    await server.graphql(`mutation ($id: ID!) { deleteUser(id: $id) }`, { id: String(otherAdmin.user.id) }, admin.token);
    expect(await history(member.user.id)).toEqual([expect.objectContaining({ field: "badge", actorName: "Leaving Admin" })]);

    expect(
      (await server.graphql(`mutation ($id: ID!) { deleteUser(id: $id) }`, { id: String(member.user.id) }, admin.token)).errors,
    ).toBeUndefined();
    const rows = await server.database.dataSource.query("SELECT COUNT(*) AS n FROM membership_changes WHERE user_id = ?", [member.user.id]);
    expect(Number(rows[0].n)).toBe(0);
  });

  it("gives every existing account its own referral code when it runs", async () => {
    const runner = server.database.dataSource.createQueryRunner();
    const migration = new MembershipHistory1795600200000();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const codes: { referral_code: string }[] = await server.database.dataSource.query("SELECT referral_code FROM users");
    expect(codes.length).toBeGreaterThan(1);
    for (const { referral_code } of codes) expect(referral_code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTWXYZ]{8}$/);
    expect(new Set(codes.map((c) => c.referral_code)).size).toBe(codes.length);
  });
});
