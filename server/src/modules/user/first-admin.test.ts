import { loadConfig } from "../../config/env";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { verifyPassword } from "../../auth/password";
import { ensureFirstAdmin } from "./first-admin";
import { Role } from "./user.enums";
import { UserService } from "./user.service";

describe.each(testDatabaseKinds())("the first admin on %s", (kind) => {
  let db: TestDatabase;
  let users: UserService;
  beforeEach(async () => {
    db = await createTestDatabase(kind);
    users = new UserService(db.dataSource);
  });
  afterEach(() => db.drop());

  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/gym-first-admin", ...env });

  it("is created from ADMIN_EMAIL and ADMIN_PASSWORD, once", async () => {
    const log = jest.fn();
    await ensureFirstAdmin(users, config({ ADMIN_EMAIL: "Owner@Gym.in", ADMIN_PASSWORD: "owner-secret" }), log);
    await ensureFirstAdmin(users, config({ ADMIN_EMAIL: "other@gym.in", ADMIN_PASSWORD: "other-secret" }), log);
    const admins = (await users.list()).filter((u) => u.role === Role.admin);
    expect(admins.map((a) => a.email)).toEqual(["owner@gym.in"]);
    expect(await verifyPassword(admins[0].passwordHash, "owner-secret")).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).not.toContain("owner-secret");
  });

  it("gets a random password, printed once, when none is configured", async () => {
    const log = jest.fn();
    await ensureFirstAdmin(users, config({}), log);
    const printed = String(log.mock.calls[0][0]).match(/password: (\S+)/)![1];
    expect(printed.length).toBeGreaterThanOrEqual(12);
    const [admin] = await users.list();
    expect(await verifyPassword(admin.passwordHash, printed)).toBe(true);

    const secondDb = await createTestDatabase(kind);
    const secondLog = jest.fn();
    await ensureFirstAdmin(new UserService(secondDb.dataSource), config({}), secondLog);
    expect(String(secondLog.mock.calls[0][0]).match(/password: (\S+)/)![1]).not.toBe(printed);
    await secondDb.drop();
  });

  it("refuses to start with an ADMIN_PASSWORD shorter than the minimum", async () => {
    await expect(ensureFirstAdmin(users, config({ ADMIN_PASSWORD: "123" }), jest.fn())).rejects.toThrow(
      "ADMIN_PASSWORD: Password must be at least 6 characters long",
    );
  });
});
