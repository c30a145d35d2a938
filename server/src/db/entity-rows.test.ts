import Database from "better-sqlite3";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../testing/test-database";
import { User } from "../modules/user/user.entity";
import { UserService } from "../modules/user/user.service";

/**
 * The reads made on every request (the signed-in account, the admin's account list) keep their
 * rows on SQLite until the database changes (entity-rows.ts): whatever changes it, the next read
 * must see the change, and no caller may see another's edits to its entity.
 */
describe.each(testDatabaseKinds())("frequent reads on %s", (kind) => {
  let db: TestDatabase;
  let users: UserService;

  beforeEach(async () => {
    db = await createTestDatabase(kind);
    users = new UserService(db.dataSource);
    await users.create({ name: "Asha Das", email: "asha@example.com", password: "a-long-password" });
  });
  afterEach(async () => {
    await db.drop();
  });

  const names = async () => (await users.list()).map((user) => user.name);

  it("sees the app's own writes at once", async () => {
    expect(await names()).toEqual(["Asha Das"]);
    await db.dataSource.getRepository(User).update({ email: "asha@example.com" }, { name: "Asha Borah" });
    expect(await names()).toEqual(["Asha Borah"]);
    await users.create({ name: "Bina Roy", email: "bina@example.com", password: "a-long-password" });
    expect((await names()).sort()).toEqual(["Asha Borah", "Bina Roy"]);
    await db.dataSource.getRepository(User).delete({ email: "bina@example.com" });
    expect(await names()).toEqual(["Asha Borah"]);
  });

  it("gives each caller an entity of its own", async () => {
    const [first] = await users.list();
    first.name = "changed in memory only";
    first.expirationDate = null;
    const [second] = await users.list();
    expect(second).toBeInstanceOf(User);
    expect(second.name).toBe("Asha Das");
    expect(second).not.toBe(first);
  });

  it("keeps nothing a rolled-back transaction wrote", async () => {
    expect(await names()).toEqual(["Asha Das"]);
    await expect(
      db.dataSource.transaction(async (manager) => {
        await manager.update(User, { email: "asha@example.com" }, { name: "Never Committed" });
        // On SQLite the read runs on the transaction's own connection, and sees its write.
        expect(await names()).toEqual([kind === "sqlite" ? "Never Committed" : "Asha Das"]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await names()).toEqual(["Asha Das"]);
  });

  if (kind === "sqlite")
    it("sees a commit by another connection (another process, a second app server) within a few milliseconds", async () => {
      expect(await names()).toEqual(["Asha Das"]);
      const other = new Database(db.config.location);
      try {
        other.prepare("UPDATE users SET name = ? WHERE email = ?").run("Asha Kalita", "asha@example.com");
      } finally {
        other.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await names()).toEqual(["Asha Kalita"]);
    });
});
