import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDataSource, openDatabase } from "../data-source";
import { seedDatabase } from "../seed/seed";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { UserService } from "../../modules/user/user.service";
import { backupDatabase, tableNames } from "./backup";
import { restoreDatabase } from "./restore";

describe.each(testDatabaseKinds())("backup and restore on %s", (kind) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase(kind);
  });
  afterEach(() => db.drop());

  async function snapshot(dataSource: typeof db.dataSource) {
    const result: Record<string, unknown[]> = {};
    for (const table of tableNames(dataSource)) {
      const rows: Record<string, unknown>[] = await dataSource.query(`SELECT * FROM ${dataSource.driver.escape(table)}`);
      result[table] = rows.map((row) => JSON.parse(JSON.stringify(row))).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return result;
  }

  it("round-trips real data, undoing every later change", async () => {
    await seedDatabase(db.dataSource);
    await new UserService(db.dataSource).create({ name: "Backup Member", email: "backup@example.com", password: "gym-secret1" });
    const before = await snapshot(db.dataSource);
    expect(before.users).toHaveLength(1);
    expect(before.blog_posts).toHaveLength(3);

    const file = path.join(mkdtempSync(path.join(tmpdir(), "gym-backup-")), kind === "sqlite" ? "gym.sqlite" : "gym.json");
    await backupDatabase(db.config, db.dataSource, file);
    // It holds every account: the owner's alone, as is the database it came from.
    expect(statSync(file).mode & 0o077).toBe(0);
    if (db.config.kind === "sqlite") expect(statSync(db.config.location).mode & 0o077).toBe(0);

    await db.dataSource.query("DELETE FROM blog_posts");
    await db.dataSource.query("UPDATE hero_section SET title = ?", ["Vandalised"]);
    await db.dataSource.query("DELETE FROM users");
    await db.dataSource.destroy();

    await restoreDatabase(db.config, file, async () => {
      const dataSource = createDataSource(db.config);
      await dataSource.initialize();
      return dataSource;
    });

    db.dataSource = await openDatabase(db.config);
    expect(await snapshot(db.dataSource)).toEqual(before);
  });

  it("refuses a file that is not a backup, changing nothing", async () => {
    await seedDatabase(db.dataSource);
    const before = await snapshot(db.dataSource);
    const bogus = path.join(mkdtempSync(path.join(tmpdir(), "gym-backup-")), "bogus");
    writeFileSync(bogus, kind === "sqlite" ? "not a database" : JSON.stringify({ format: "other" }));
    await expect(
      restoreDatabase(db.config, bogus, async () => {
        const dataSource = createDataSource(db.config);
        await dataSource.initialize();
        return dataSource;
      }),
    ).rejects.toThrow();
    expect(await snapshot(db.dataSource)).toEqual(before);
  });
});
