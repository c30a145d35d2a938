import type { DataSource, EntityManager } from "typeorm";
import { BlogPost } from "../../modules/blog/blog-post.entity";
import { Plan } from "../../modules/plan/plan.entity";
import { Policy, POLICY_TITLES, PolicyType } from "../../modules/policy/policy.entity";
import { ReferralBonus } from "../../modules/referral/referral-bonus.entity";
import { AboutContent } from "../../modules/site-content/about-content.entity";
import { ContactInfo } from "../../modules/site-content/contact-info.entity";
import { HeroSection } from "../../modules/site-content/hero-section.entity";
import { SiteSettings } from "../../modules/site-content/site-settings.entity";
import { gymMidday } from "../../../../common/gym-time";
import { blogSeeds } from "./blog.seed";
import { planSeeds } from "./plans.seed";
import { policySeeds } from "./policies.seed";
import { referralBonusSeeds } from "./referral.seed";
import { aboutSeed, contactSeed, heroSeed, siteSettingsSeed } from "./site-content.seed";

const writtenOn = gymMidday;

type SeedSection = { key: string; run: (manager: EntityManager) => Promise<unknown> };

const sections: SeedSection[] = [
  { key: "hero", run: (m) => m.insert(HeroSection, heroSeed) },
  { key: "about", run: (m) => m.insert(AboutContent, aboutSeed) },
  { key: "contact", run: (m) => m.insert(ContactInfo, contactSeed) },
  { key: "site-settings", run: (m) => m.insert(SiteSettings, siteSettingsSeed) },
  { key: "plans", run: (m) => m.insert(Plan, planSeeds) },
  // A seeded post was last changed when it was written, not when this database was filled.
  {
    key: "blog",
    run: (m) =>
      m.insert(
        BlogPost,
        blogSeeds.map((post) => ({ ...post, createdAt: writtenOn(post.date), updatedAt: writtenOn(post.date) })),
      ),
  },
  {
    key: "policies",
    run: (m) =>
      m.insert(
        Policy,
        Object.values(PolicyType).map((policyType) => ({
          policyType,
          title: POLICY_TITLES[policyType],
          content: policySeeds[policyType],
        })),
      ),
  },
  { key: "referral-bonuses", run: (m) => m.insert(ReferralBonus, referralBonusSeeds) },
];

/**
 * Seeds each section once in the lifetime of a database. A marker row in app_state records
 * that a section ran, so a restart never re-creates content an admin deleted or edited,
 * and two servers starting together cannot both seed (the marker's primary key collides).
 */
export async function seedDatabase(dataSource: DataSource): Promise<string[]> {
  const seeded: string[] = [];
  for (const section of sections) {
    const markerKey = `seed:${section.key}`;
    const done = await dataSource.query<unknown[]>(`SELECT 1 FROM app_state WHERE ${quote(dataSource, "key")} = ?`, [markerKey]);
    if (done.length > 0) continue;
    try {
      await dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO app_state (${quote(dataSource, "key")}, value) VALUES (?, ?)`, [
          markerKey,
          new Date().toISOString(),
        ]);
        await section.run(manager);
      });
      seeded.push(section.key);
    } catch (error) {
      const again = await dataSource.query<unknown[]>(`SELECT 1 FROM app_state WHERE ${quote(dataSource, "key")} = ?`, [markerKey]);
      if (again.length === 0) throw error;
    }
  }
  return seeded;
}

function quote(dataSource: DataSource, identifier: string): string {
  return dataSource.driver.escape(identifier);
}
