import { MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

/** Issue 14 item 6: an expiry in year 0000 was stored as given; dates outside 2000-2100 are refused. */
describe.each(testDatabaseKinds())("membership expiry range on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
    ({ token: adminToken } = await server.account({ role: "admin" as never }));
  });
  afterAll(() => server.close());

  const upgrade = (id: number, expirationDate: string) =>
    server.graphql(
      "mutation ($id: ID!, $input: UpgradeUserInput!) { upgradeUser(id: $id, input: $input) { expirationDate } }",
      { id: String(id), input: { membershipTier: "premium", expirationDate, reason: "Renewed" } },
      adminToken,
    );
  const storedExpiry = async (id: number) => (await server.services.users.findById(id))?.expirationDate?.toISOString();

  it("refuses years outside 2000-2100 on GraphQL and REST, and leaves the stored expiry as it was", async () => {
    const { user } = await server.account();
    expect((await upgrade(user.id, "2030-06-15")).errors).toBeUndefined();
    const before = await storedExpiry(user.id);
    for (const expirationDate of ["0000-01-01", "1999-12-31", "2101-01-01"]) {
      const answer = await upgrade(user.id, expirationDate);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { expirationDate: MESSAGES.expiryOutOfRange },
      });
      const rest = await server.rest("PUT", `/users/${user.id}`, { expiration_date: expirationDate }, adminToken);
      expect(rest.status).toBe(400);
      expect(rest.body.errors).toEqual({ expirationDate: MESSAGES.expiryOutOfRange });
    }
    expect(await storedExpiry(user.id)).toBe(before);
  });

  it("stores and reads back the first and last dates of the range", async () => {
    const { user } = await server.account();
    for (const date of ["2000-01-01", "2100-12-31"]) {
      const answer = await upgrade(user.id, date);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.upgradeUser.expirationDate).toMatch(new RegExp(`^${date.slice(0, 4)}`));
    }
  });

  it("answers an admin's saved change to an account whose stored expiry cannot be read, instead of data: null", async () => {
    const { user } = await server.account();
    // What an unchecked expiry left behind before the range check (MariaDB stored a zero date).
    const unreadable = kind === "sqlite" ? "not a date" : "0000-00-00 00:00:00";
    const runner = server.database.dataSource.createQueryRunner();
    try {
      // MariaDB's strict mode now refuses a zero date; one connection lets the old value in again.
      if (kind !== "sqlite") await runner.query("SET SESSION sql_mode = ''");
      await runner.query("UPDATE users SET expiration_date = ? WHERE id = ?", [unreadable, user.id]);
    } finally {
      await runner.release();
    }
    const answer = await server.graphql(
      "mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id name expirationDate } }",
      { id: String(user.id), input: { name: "Renamed Member", expirationDate: "2030-06-15" } },
      adminToken,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateUser).toMatchObject({
      id: String(user.id),
      name: "Renamed Member",
      expirationDate: expect.stringMatching(/^2030-06-1/),
    });
    expect((await server.services.users.findById(user.id))?.name).toBe("Renamed Member");
  });
});
