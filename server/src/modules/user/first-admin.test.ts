import { MESSAGES } from "../../../../common/validation";
import { loadConfig } from "../../config/env";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { verifyPassword } from "../../auth/password";
import { ensureFirstAdmin } from "./first-admin";
import { Role } from "./user.enums";
import { UserService } from "./user.service";
import { RateLimits } from "../../auth/rate-limits";
import { SignInGuard } from "../../auth/sign-in-guard";
import { TwoFactorService } from "../two-factor/two-factor.service";
import type { DataSource } from "typeorm";

describe.each(testDatabaseKinds())("the first admin on %s", (kind) => {
  let db: TestDatabase;
  let users: UserService;
  let twoFactor: TwoFactorService;
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/tmp/gym-first-admin", ...env });
  const servicesFor = (dataSource: DataSource) => ({
    users: new UserService(dataSource),
    twoFactor: new TwoFactorService(dataSource, new SignInGuard(new RateLimits()), config({})),
  });
  beforeEach(async () => {
    db = await createTestDatabase(kind);
    ({ users, twoFactor } = servicesFor(db.dataSource));
  });
  afterEach(() => db.drop());

  it("is created from ADMIN_EMAIL and ADMIN_PASSWORD, once", async () => {
    const log = jest.fn();
    await ensureFirstAdmin({ users, twoFactor }, config({ ADMIN_EMAIL: "Owner@Gym.in", ADMIN_PASSWORD: "owner-secret" }), log);
    await ensureFirstAdmin({ users, twoFactor }, config({ ADMIN_EMAIL: "other@gym.in", ADMIN_PASSWORD: "other-secret" }), log);
    const admins = (await users.list()).filter((u) => u.role === Role.admin);
    expect(admins.map((a) => a.email)).toEqual(["owner@gym.in"]);
    expect(await verifyPassword(admins[0].passwordHash, "owner-secret")).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).not.toContain("owner-secret");
    expect(admins[0].emailVerified).toBe(true);
  });

  it("gets a random password, printed once, when none is configured", async () => {
    const log = jest.fn();
    await ensureFirstAdmin({ users, twoFactor }, config({}), log);
    const printed = String(log.mock.calls[0][0]).match(/password: (\S+)/)![1];
    expect(printed.length).toBeGreaterThanOrEqual(12);
    const [admin] = await users.list();
    expect(await verifyPassword(admin.passwordHash, printed)).toBe(true);

    const secondDb = await createTestDatabase(kind);
    const secondLog = jest.fn();
    await ensureFirstAdmin(servicesFor(secondDb.dataSource), config({}), secondLog);
    expect(String(secondLog.mock.calls[0][0]).match(/password: (\S+)/)![1]).not.toBe(printed);
    await secondDb.drop();
  });

  it("refuses to start with an ADMIN_PASSWORD shorter than the minimum", async () => {
    await expect(ensureFirstAdmin({ users, twoFactor }, config({ ADMIN_PASSWORD: "123" }), jest.fn())).rejects.toThrow(
      "ADMIN_PASSWORD: Password must be at least 6 characters long",
    );
  });

  it("refuses to start with a common ADMIN_PASSWORD", async () => {
    await expect(ensureFirstAdmin({ users, twoFactor }, config({ ADMIN_PASSWORD: "Password123" }), jest.fn())).rejects.toThrow(
      `ADMIN_PASSWORD: ${MESSAGES.passwordTooCommon}`,
    );
  });
});
