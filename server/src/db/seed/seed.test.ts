import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { mediaKeyFromUrl } from "../../../../common/media";
import { loadConfig } from "../../config/env";
import { BlogPost } from "../../modules/blog/blog-post.entity";
import { MediaItem } from "../../modules/media/media-item.entity";
import { createMediaStorage } from "../../modules/media/storage/media-storage";
import { AboutContent } from "../../modules/site-content/about-content.entity";
import { SiteSettings } from "../../modules/site-content/site-settings.entity";
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

  it("imports the seed's images into the media library once, every public image field pointing at an item with alt text", async () => {
    const config = { ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "gym-seed-")) }), database: db.config };
    expect(await seedDatabase(db.dataSource, config)).toEqual(expect.arrayContaining(["media", "hero", "blog"]));
    const m = db.dataSource.manager;
    const items = await m.find(MediaItem);
    expect(items.map((item) => item.name).sort()).toEqual([
      "about.jpg",
      "blog-bench.jpg",
      "blog-monsoon.jpg",
      "blog-nutrition.jpg",
      "hero.jpg",
      "logo-light.svg",
      "logo.svg",
      "og-default.jpg",
    ]);
    expect(items.every((item) => item.alt.length > 0)).toBe(true);
    const [hero] = await m.find(HeroSection);
    const [about] = await m.find(AboutContent);
    const [settings] = await m.find(SiteSettings);
    const posts = await m.find(BlogPost);
    const fields = [hero.image, about.image, settings.logo, settings.footerLogo, settings.featuredImage, ...posts.map((p) => p.image)];
    const keys = new Set(items.map((item) => item.key));
    for (const url of fields) expect([url, keys.has(mediaKeyFromUrl(url) ?? "")]).toEqual([url, true]);
    expect(items.find((item) => item.name === "hero.jpg")).toMatchObject({ focalX: 0.84 });

    const storage = createMediaStorage(config);
    const stored: string[] = [];
    for await (const key of storage.list()) stored.push(key);
    await storage.close();
    expect(stored).toEqual(expect.arrayContaining(items.flatMap((item) => item.variants.map((v) => `${item.key}/${v.file}`))));

    expect(await seedDatabase(db.dataSource, config)).toEqual([]);
    expect(await m.count(MediaItem)).toBe(items.length);
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
