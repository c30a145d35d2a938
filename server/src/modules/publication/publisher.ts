import { IsNull, LessThanOrEqual, MoreThan, type FindOptionsWhere, type Repository } from "typeorm";
import { PublicationState } from "../../../../common/enums";
import { gymToday } from "../../../../common/gym-time";
import { formatGymDateTime, parseGymDateTime, PUBLICATION_MESSAGES } from "../../../../common/publication";
import type { ContentSchedule } from "../../cache/content-schedule";
import { badUserInput, notFound } from "../../common/errors";
import type { Actor, AuditService } from "../audit/audit.service";
import type { PreviewKind, PreviewLinks } from "./preview-links";
import type { PreviewLink } from "./publication.types";

/** A row that can be a draft, scheduled or published (blog posts, plans). */
export interface Publishable {
  id: number;
  status: PublicationState.draft | PublicationState.published;
  publishAt: Date | null;
  /** The gym date shown as the publication date, where the row has one. */
  date?: string;
}

/** Rows visitors see at `now`: published, and their moment has come (none recorded: rows inserted as published, such as the seeds). */
export function visibleAt<T extends Publishable>(now: Date): FindOptionsWhere<T>[] {
  return [
    { status: PublicationState.published, publishAt: LessThanOrEqual(now) },
    { status: PublicationState.published, publishAt: IsNull() },
  ] as FindOptionsWhere<T>[];
}

interface PublisherOptions<T extends Publishable> {
  /** Audit prefix and entity name: "blog" and "BlogPost", "plan" and "Plan". */
  action: string;
  entity: string;
  notFoundMessage: string;
  preview: PreviewKind;
  /** The public page a preview link opens, for the row. */
  previewPath: (row: T | null) => string;
  describe: (row: T) => string;
  /** After a row went live by an admin's hand (publish now). */
  onLive?: (row: T) => Promise<unknown>;
}

/**
 * Drafts, scheduling and publishing for one kind of content. Scheduled means published with
 * publishAt ahead, so it goes live by the clock alone; the public cache's lifetime follows the
 * next such moment (the content schedule), which is forgotten whenever a schedule changes.
 */
export class Publisher<T extends Publishable> {
  constructor(
    private readonly rows: Repository<T>,
    private readonly audit: AuditService,
    private readonly schedule: ContentSchedule,
    private readonly previews: PreviewLinks,
    private readonly publicUrl: string,
    private readonly options: PublisherOptions<T>,
  ) {
    schedule.register((now) => this.nextPublishAt(now));
  }

  async nextPublishAt(now: Date): Promise<Date | null> {
    const next = await this.rows.findOne({
      where: { status: PublicationState.published, publishAt: MoreThan(now) } as FindOptionsWhere<T>,
      order: { publishAt: "ASC" } as never,
    });
    return next?.publishAt ?? null;
  }

  async publish(actor: Actor, id: number, now = new Date()): Promise<T> {
    const row = await this.get(id);
    if (row.status === PublicationState.published && row.publishAt && row.publishAt <= now) return row;
    const saved = await this.save(row, PublicationState.published, now);
    await this.audit.record(actor, `${this.options.action}.publish`, this.options.entity, id, `Published ${this.options.describe(saved)}`);
    await this.options.onLive?.(saved);
    return saved;
  }

  /** `publishAt` is gym time (YYYY-MM-DDTHH:mm) and must be ahead. */
  async scheduleAt(actor: Actor, id: number, publishAt: string, now = new Date()): Promise<T> {
    const at = parseGymDateTime(publishAt);
    if (!at) throw badUserInput({ publishAt: PUBLICATION_MESSAGES.publishAtInvalid });
    if (at.getTime() <= now.getTime()) throw badUserInput({ publishAt: PUBLICATION_MESSAGES.publishAtPast });
    const row = await this.get(id);
    const saved = await this.save(row, PublicationState.published, at);
    await this.audit.record(
      actor,
      `${this.options.action}.schedule`,
      this.options.entity,
      id,
      `Scheduled ${this.options.describe(saved)} for ${formatGymDateTime(at)} IST`,
    );
    return saved;
  }

  async unpublish(actor: Actor, id: number): Promise<T> {
    const row = await this.get(id);
    const saved = await this.save(row, PublicationState.draft, null);
    await this.audit.record(
      actor,
      `${this.options.action}.unpublish`,
      this.options.entity,
      id,
      `Unpublished ${this.options.describe(saved)}`,
    );
    return saved;
  }

  /** A link to one row's public page, or (id null) to the page listing them all, drafts included. */
  async previewLink(actor: Actor, id: number | null, now = new Date()): Promise<PreviewLink> {
    const row = id === null ? null : await this.get(id);
    const { token, expiresAt } = this.previews.create(this.options.preview, id ?? 0, now);
    await this.audit.record(
      actor,
      `${this.options.action}.preview-link`,
      this.options.entity,
      id,
      `Preview link for ${row ? this.options.describe(row) : "the page with drafts"}, valid until ${formatGymDateTime(expiresAt)} IST`,
    );
    return { url: `${this.publicUrl}${this.options.previewPath(row)}?preview=${encodeURIComponent(token)}`, expiresAt };
  }

  private async save(row: T, status: T["status"], publishAt: Date | null): Promise<T> {
    row.status = status;
    row.publishAt = publishAt;
    if (publishAt && row.date !== undefined) row.date = gymToday(publishAt);
    const saved = await this.rows.save(row);
    this.schedule.forget();
    return saved;
  }

  private async get(id: number): Promise<T> {
    const row = Number.isSafeInteger(id) && id > 0 ? await this.rows.findOneBy({ id } as FindOptionsWhere<T>) : null;
    if (!row) throw notFound(this.options.notFoundMessage);
    return row;
  }
}
