import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";
import { aboutSeed, contactSeed, heroSeed, siteSettingsSeed } from "../../db/seed/site-content.seed";
import { AboutContent } from "./about-content.entity";
import { ContactInfo } from "./contact-info.entity";
import { HeroSection } from "./hero-section.entity";
import { SiteSettings } from "./site-settings.entity";

/** Reads the four single-record tables; a missing row falls back to the built-in defaults. */
export class SiteContentService {
  constructor(private readonly dataSource: DataSource) {}

  hero(): Promise<HeroSection> {
    return this.single(HeroSection, heroSeed);
  }

  about(): Promise<AboutContent> {
    return this.single(AboutContent, aboutSeed);
  }

  contactInfo(): Promise<ContactInfo> {
    return this.single(ContactInfo, contactSeed);
  }

  siteSettings(): Promise<SiteSettings> {
    return this.single(SiteSettings, siteSettingsSeed);
  }

  private async single<T extends ObjectLiteral>(entity: EntityTarget<T>, defaults: Partial<T>): Promise<T> {
    const repository = this.dataSource.getRepository(entity);
    const [row] = await repository.find({ order: { id: "ASC" } as never, take: 1 });
    return row ?? repository.create({ ...defaults, id: 0, updatedAt: new Date(0) } as unknown as T);
  }
}
