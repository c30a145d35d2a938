import { BlogPost } from "../../modules/blog/blog-post.entity";
import { Plan } from "../../modules/plan/plan.entity";
import { Policy } from "../../modules/policy/policy.entity";
import { ReferralBonus } from "../../modules/referral/referral-bonus.entity";
import { HeroSection } from "../../modules/site-content/hero-section.entity";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../testing/test-database";
import { openDatabase } from "../data-source";
import { seedDatabase } from "./seed";

const groups = ["YEARLY", "MONTHLY", "PT MONTHLY", "FRIENDS PACKAGE", "FAMILY PACKAGE", "COUPLE PACKAGE"];

describe.each(testDatabaseKinds())("seeding on %s", (kind) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase(kind);
  });
  afterEach(() => db.drop());

  it("fills an empty database with every kind of content", async () => {
    expect(await seedDatabase(db.dataSource)).toHaveLength(8);
    const m = db.dataSource.manager;
    const plans = await m.find(Plan);
    expect(plans.length).toBeGreaterThanOrEqual(8);
    const names = plans.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(groups));
    expect(names.filter((n) => /\bPT\b/.test(n) && !groups.includes(n)).length).toBeGreaterThanOrEqual(1);
    expect(names.filter((n) => !/\bPT\b/.test(n) && !groups.includes(n)).length).toBeGreaterThanOrEqual(1);
    expect(plans.every((p) => p.price.startsWith("₹") && p.features.length > 0)).toBe(true);
    expect(await m.count(BlogPost)).toBe(3);
    expect(await m.count(Policy)).toBe(3);
    expect(await m.count(ReferralBonus)).toBe(3);
    expect(await m.count(HeroSection)).toBe(1);
  });

  it("never duplicates, overwrites or resurrects content on a later start", async () => {
    await seedDatabase(db.dataSource);
    const m = db.dataSource.manager;
    await m.createQueryBuilder().update(HeroSection).set({ title: "Edited by the owner" }).execute();
    const [firstPlan] = await m.find(Plan, { order: { id: "ASC" }, take: 1 });
    await m.delete(Plan, { id: firstPlan.id });
    const planCount = await m.count(Plan);

    expect(await seedDatabase(db.dataSource)).toEqual([]);
    expect(await seedDatabase(db.dataSource)).toEqual([]);

    expect((await m.find(HeroSection)).map((h) => h.title)).toEqual(["Edited by the owner"]);
    expect(await m.count(Plan)).toBe(planCount);
    expect(await m.count(BlogPost)).toBe(3);
    expect(await m.count(Policy)).toBe(3);
  });

  // Several app servers share one database only on MySQL; SQLite is embedded in one process.
  if (kind === "mysql")
    it("lets two servers starting at once seed only once", async () => {
      const secondServer = await openDatabase(db.config);
      try {
        await Promise.all([seedDatabase(db.dataSource), seedDatabase(secondServer)]);
      } finally {
        await secondServer.destroy();
      }
      expect(await db.dataSource.manager.count(BlogPost)).toBe(3);
      expect(await db.dataSource.manager.count(HeroSection)).toBe(1);
    });

  it("can roll every migration back and apply it again", async () => {
    const ds = db.dataSource;
    for (let i = 0; i < ds.migrations.length; i++) await ds.undoLastMigration();
    expect(await ds.createQueryRunner().hasTable("blog_posts")).toBe(false);
    await ds.runMigrations();
    expect(await ds.createQueryRunner().hasTable("blog_posts")).toBe(true);
  });
});
