import type { DataSource, EntityTarget, ObjectLiteral } from "typeorm";
import { aboutSchema, contactInfoSchema, heroSchema, siteSettingsSchema } from "../../../../common/validation";
import { aboutSeed, contactSeed, heroSeed, siteSettingsSeed } from "../../db/seed/site-content.seed";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import type { MediaService } from "../media/media.service";
import { AboutContent } from "./about-content.entity";
import { ContactInfo } from "./contact-info.entity";
import { HeroSection } from "./hero-section.entity";
import { toOpeningHours } from "./opening-hours-rules";
import type { AboutInput, ContactInfoInput, FestiveBadgeInput, HeroInput, SiteSettingsInput } from "./site-content.inputs";
import { SiteSettings } from "./site-settings.entity";
import { ContentKind } from "../../../../common/enums";
import { SINGLE_RECORD_ITEM_ID } from "../../../../common/version-history";
import type { VersionHistoryService } from "../version-history/version-history.service";

type TextInput = Record<string, string | null | undefined>;
/** Each site-content table holds one row, numbered like any other. */
type Row = ObjectLiteral & { id: number };

/** The four single-record tables. A missing row falls back to the built-in defaults. */
export class SiteContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly media: MediaService,
    private readonly versions: VersionHistoryService,
  ) {}

  hero = () => this.single(HeroSection, heroSeed);
  about = () => this.single(AboutContent, aboutSeed);
  contactInfo = () => this.single(ContactInfo, contactSeed);
  siteSettings = () => this.single(SiteSettings, siteSettingsSeed);

  async updateHero(actor: Actor, input: HeroInput): Promise<HeroSection> {
    await this.media.assertAltText({ image: input.image });
    return this.update(actor, "hero.update", HeroSection, heroSeed, input as TextInput, fieldsOf(heroSchema));
  }

  async updateAbout(actor: Actor, input: AboutInput): Promise<AboutContent> {
    await this.media.assertAltText({ image: input.image });
    return this.update(actor, "about.update", AboutContent, aboutSeed, input as TextInput, fieldsOf(aboutSchema));
  }

  updateContactInfo(actor: Actor, input: ContactInfoInput): Promise<ContactInfo> {
    const { openingHours, ...text } = input;
    const hours = openingHours ? toOpeningHours(openingHours) : undefined;
    return this.update(
      actor,
      "contact.update",
      ContactInfo,
      contactSeed,
      text,
      fieldsOf(contactInfoSchema).filter((field) => field !== "openingHours"),
      (row) => {
        if (hours) row.openingHours = hours;
      },
    );
  }

  async updateSiteSettings(actor: Actor, input: SiteSettingsInput): Promise<SiteSettings> {
    // The favicon has no alt text anywhere it is shown, so it may be any library item.
    const { logo, footerLogo, featuredImage } = input;
    await this.media.assertAltText({ logo, footerLogo, featuredImage });
    return this.update(actor, "settings.update", SiteSettings, siteSettingsSeed, input as TextInput, fieldsOf(siteSettingsSchema));
  }

  async updateFestiveBadge(actor: Actor, input: FestiveBadgeInput): Promise<SiteSettings> {
    return this.update(actor, "festive-badge.update", SiteSettings, siteSettingsSeed, {}, [], (row) => {
      row.festiveBadgeEnabled = input.enabled;
      row.festiveBadgeText = input.text.trim();
      row.festiveBadgeColor = input.color;
    });
  }

  private async single<T extends Row>(entity: EntityTarget<T>, defaults: Partial<T>): Promise<T> {
    const repository = this.dataSource.getRepository(entity);
    const [row] = await repository.find({ order: { id: "ASC" } as never, take: 1 });
    return row ?? repository.create({ ...defaults, id: 0, updatedAt: new Date(0) } as unknown as T);
  }

  /** Applies the non-empty text fields (the input's schema checked them); empty or missing ones keep their value. */
  private async update<T extends Row>(
    actor: Actor,
    action: string,
    entity: EntityTarget<T>,
    defaults: Partial<T>,
    input: TextInput,
    fields: readonly string[],
    apply?: (row: T) => void,
  ): Promise<T> {
    const supplied = Object.entries(input).filter(([, value]) => typeof value === "string" && value.trim() !== "");
    const repository = this.dataSource.getRepository(entity);
    const current = await this.single(entity, defaults);
    const before = { ...current };
    const row = current.id ? current : repository.create({ ...defaults } as unknown as T);
    for (const [field, value] of supplied) if (fields.includes(field)) (row as Record<string, unknown>)[field] = value!.trim();
    apply?.(row);
    const saved = await repository.save(row);
    const audited = fields.concat(apply ? Object.keys(saved).filter((k) => !fields.includes(k)) : []);
    const summary = describeChanges(before, saved, [...new Set(audited)].filter((f) => f !== "updatedAt" && f !== "id") as (keyof T)[]);
    await this.audit.record(actor, action, String((entity as { name?: string }).name ?? "Content"), saved.id, summary);
    const kind = VERSIONED_ACTIONS[action];
    if (kind) await this.versions.record(kind, SINGLE_RECORD_ITEM_ID, actor, saved, before);
    return saved;
  }
}

/** The saves that keep versions; the festive badge is a campaign, not content, and keeps none. */
const VERSIONED_ACTIONS: Record<string, ContentKind | undefined> = {
  "hero.update": ContentKind.hero,
  "about.update": ContentKind.about,
  "contact.update": ContentKind.contact,
  "settings.update": ContentKind.siteSettings,
};

const fieldsOf = (schema: { fields: object }) => Object.keys(schema.fields);
