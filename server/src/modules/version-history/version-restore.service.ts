import type { DataSource } from "typeorm";
import type { AnyObjectSchema } from "yup";
import { ContentKind } from "../../../../common/enums";
import { aboutSchema, blogPostSchema, contactInfoSchema, heroSchema, planSchema, siteSettingsSchema } from "../../../../common/validation";
import { KINDS_WITH_ITEMS, SINGLE_RECORD_ITEM_ID, VERSION_MESSAGES } from "../../../../common/version-history";
import { toId } from "../../common/ids";
import { badUserInput, notFound } from "../../common/errors";
import { assertValidInput } from "../../common/validation";
import type { Actor, AuditService } from "../audit/audit.service";
import { BlogPost } from "../blog/blog-post.entity";
import type { BlogService } from "../blog/blog.service";
import { Plan } from "../plan/plan.entity";
import type { PlanService } from "../plan/plan.service";
import type { SiteContentService } from "../site-content/site-content.service";
import type { ContentVersion } from "./content-version.entity";
import { changedLabels, fieldsOfSnapshot } from "./version-text";
import type { ContentVersionDetail, ContentVersionEntry } from "./version-history.types";
import type { VersionHistoryService } from "./version-history.service";

const SCHEMAS: Record<ContentKind, AnyObjectSchema> = {
  [ContentKind.post]: blogPostSchema,
  [ContentKind.plan]: planSchema,
  [ContentKind.hero]: heroSchema,
  [ContentKind.about]: aboutSchema,
  [ContentKind.contact]: contactInfoSchema,
  [ContentKind.siteSettings]: siteSettingsSchema,
};

const AUDIT_ENTITY: Record<ContentKind, string> = {
  [ContentKind.post]: "BlogPost",
  [ContentKind.plan]: "Plan",
  [ContentKind.hero]: "HeroSection",
  [ContentKind.about]: "AboutContent",
  [ContentKind.contact]: "ContactInfo",
  [ContentKind.siteSettings]: "SiteSettings",
};

/** The admin's view of the history, and restoring a version through the owning service's update. */
export class VersionRestoreService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: VersionHistoryService,
    private readonly audit: AuditService,
    private readonly blog: BlogService,
    private readonly plans: PlanService,
    private readonly siteContent: SiteContentService,
  ) {}

  async list(kind: ContentKind, itemId: string | null): Promise<ContentVersionEntry[]> {
    const id = await this.item(kind, itemId);
    const versions = await this.versions.list(kind, id);
    return versions.map((version, index) => entry(kind, version, versions[index + 1], index === 0));
  }

  async read(kind: ContentKind, itemId: string | null, number: number): Promise<ContentVersionDetail> {
    const id = await this.item(kind, itemId);
    const version = await this.version(kind, id, number);
    const [previous, latest] = await Promise.all([this.versions.get(kind, id, number - 1), this.versions.list(kind, id)]);
    return {
      ...entry(kind, version, previous ?? undefined, latest[0]?.version === number),
      fields: fieldsOfSnapshot(kind, version.snapshot),
    };
  }

  /** Applies a version's fields through the item's normal update (validation, alt text, audit, cache); that save is the new version. */
  async restore(actor: Actor, kind: ContentKind, itemId: string | null, number: number): Promise<ContentVersionEntry> {
    const id = await this.item(kind, itemId);
    const { snapshot } = await this.version(kind, id, number);
    assertValidInput(SCHEMAS[kind], snapshot);
    await this.versions.withNote(actor, VERSION_MESSAGES.restored(number), (noted) => this.apply(noted, kind, id, snapshot));
    await this.audit.record(actor, "version.restore", AUDIT_ENTITY[kind], id, VERSION_MESSAGES.restored(number));
    const [latest, previous] = await this.versions.list(kind, id);
    return entry(kind, latest!, previous, true);
  }

  private apply(actor: Actor, kind: ContentKind, id: number, snapshot: Record<string, unknown>): Promise<unknown> {
    const input = snapshot as never;
    switch (kind) {
      case ContentKind.post:
        return this.blog.update(actor, id, input);
      case ContentKind.plan:
        return this.plans.update(actor, id, input);
      case ContentKind.hero:
        return this.siteContent.updateHero(actor, input);
      case ContentKind.about:
        return this.siteContent.updateAbout(actor, input);
      case ContentKind.contact:
        return this.siteContent.updateContactInfo(actor, input);
      case ContentKind.siteSettings:
        return this.siteContent.updateSiteSettings(actor, input);
    }
  }

  /** The item's id in the history: posts and plans name an existing one; single records have one. */
  private async item(kind: ContentKind, itemId: string | null): Promise<number> {
    if (!KINDS_WITH_ITEMS.includes(kind)) return SINGLE_RECORD_ITEM_ID;
    if (itemId === null || itemId.trim() === "") throw badUserInput({ itemId: VERSION_MESSAGES.kindNeedsItem });
    const id = toId(itemId);
    const entity = kind === ContentKind.post ? BlogPost : Plan;
    const exists = Number.isSafeInteger(id) && (await this.dataSource.getRepository<{ id: number }>(entity).existsBy({ id }));
    if (!exists) throw notFound(VERSION_MESSAGES.unknownItem);
    return id;
  }

  private async version(kind: ContentKind, id: number, number: number): Promise<ContentVersion> {
    if (!Number.isSafeInteger(number) || number < 1) throw badUserInput({ version: VERSION_MESSAGES.versionNumber });
    const version = await this.versions.get(kind, id, number);
    if (!version) throw notFound(VERSION_MESSAGES.unknownVersion);
    return version;
  }
}

function entry(kind: ContentKind, version: ContentVersion, previous: ContentVersion | undefined, current: boolean): ContentVersionEntry {
  return {
    version: version.version,
    createdAt: version.createdAt,
    authorName: version.authorName,
    note: version.note,
    changedFields: previous ? changedLabels(kind, previous.snapshot, version.snapshot) : [],
    current,
  };
}
