import type { DataSource, EntityManager } from "typeorm";
import type { AppConfig } from "../../config/env";
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
import { importSeedImages, knownSeedImages, libraryUrl, type SeedUrls } from "./media.seed";
import { planSeeds } from "./plans.seed";
import { policySeeds } from "./policies.seed";
import { PolicyVersion } from "../../modules/policy/policy-version.entity";
import { referralBonusSeeds } from "./referral.seed";
import { aboutSeed, contactSeed, heroSeed, siteSettingsSeed } from "./site-content.seed";

const writtenOn = gymMidday;

type SeedSection = { key: string; run: (manager: EntityManager) => Promise<unknown> };

/** The seed's content, its images pointing at the library when they were imported. */
const sections = (urls: SeedUrls): SeedSection[] => [
  { key: "hero", run: (m) => m.insert(HeroSection, { ...heroSeed, image: libraryUrl(urls, heroSeed.image) }) },
  { key: "about", run: (m) => m.insert(AboutContent, { ...aboutSeed, image: libraryUrl(urls, aboutSeed.image) }) },
  { key: "contact", run: (m) => m.insert(ContactInfo, contactSeed) },
  {
    key: "site-settings",
    run: (m) =>
      m.insert(SiteSettings, {
        ...siteSettingsSeed,
        logo: libraryUrl(urls, siteSettingsSeed.logo),
        footerLogo: libraryUrl(urls, siteSettingsSeed.footerLogo),
        featuredImage: libraryUrl(urls, siteSettingsSeed.featuredImage),
      }),
  },
  { key: "plans", run: (m) => m.insert(Plan, planSeeds) },
  // A seeded post was last changed when it was written, not when this database was filled.
  {
    key: "blog",
    run: (m) =>
      m.insert(
        BlogPost,
        blogSeeds.map((post) => ({
          ...post,
          image: libraryUrl(urls, post.image),
          createdAt: writtenOn(post.date),
          updatedAt: writtenOn(post.date),
        })),
      ),
  },
  {
    key: "policies",
    // Each seeded text is also the policy's version 1, not material.
    run: async (m) => {
      const seeded = Object.values(PolicyType).map((policyType) => ({
        policyType,
        title: POLICY_TITLES[policyType],
        content: policySeeds[policyType],
      }));
      await m.insert(Policy, seeded);
      const publishedAt = new Date();
      await m.insert(
        PolicyVersion,
        seeded.map((policy) => ({ ...policy, version: 1, material: false, publishedAt })),
      );
    },
  },
  { key: "referral-bonuses", run: (m) => m.insert(ReferralBonus, referralBonusSeeds) },
];

/**
 * Seeds each section once in the lifetime of a database. A marker row in app_state records
 * that a section ran, so a restart never re-creates content an admin deleted or edited,
 * and two servers starting together cannot both seed (the marker's primary key collides).
 */
export async function seedDatabase(dataSource: DataSource, config?: AppConfig): Promise<string[]> {
  const seeded: string[] = [];
  const isDone = async (key: string) =>
    (await dataSource.query<unknown[]>(`SELECT 1 FROM app_state WHERE ${quote(dataSource, "key")} = ?`, [`seed:${key}`])).length > 0;
  // With a configuration (and so a media storage) the seed's images go into the library first.
  let urls: SeedUrls = new Map();
  if (config) {
    if (await isDone(MEDIA_SECTION.key)) {
      urls = await knownSeedImages(dataSource);
    } else {
      urls = await importSeedImages(dataSource, config);
      if (await runSection(dataSource, MEDIA_SECTION)) seeded.push(MEDIA_SECTION.key);
    }
  }
  for (const section of sections(urls)) {
    if (await isDone(section.key)) continue;
    if (await runSection(dataSource, section)) seeded.push(section.key);
  }
  return seeded;
}

/** Imported outside a transaction (files cannot roll back); the marker only records that it ran. */
const MEDIA_SECTION: SeedSection = { key: "media", run: () => Promise.resolve() };

/** Runs a section with its marker row; false when another server's seed ran it at the same moment. */
async function runSection(dataSource: DataSource, section: SeedSection): Promise<boolean> {
  const markerKey = `seed:${section.key}`;
  try {
    await dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO app_state (${quote(dataSource, "key")}, value) VALUES (?, ?)`, [
        markerKey,
        new Date().toISOString(),
      ]);
      await section.run(manager);
    });
    return true;
  } catch (error) {
    const again = await dataSource.query<unknown[]>(`SELECT 1 FROM app_state WHERE ${quote(dataSource, "key")} = ?`, [markerKey]);
    if (again.length === 0) throw error;
    return false;
  }
}

function quote(dataSource: DataSource, identifier: string): string {
  return dataSource.driver.escape(identifier);
}
