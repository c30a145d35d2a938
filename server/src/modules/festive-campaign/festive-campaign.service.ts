import { type DataSource, LessThanOrEqual, MoreThan, type Repository } from "typeorm";
import {
  CAMPAIGN_MESSAGES,
  campaignScheduleErrors,
  campaignStatus,
  campaignWindow,
  type CampaignWindow,
  formatCampaignWindow,
} from "../../../../common/validation";
import type { ContentSchedule } from "../../cache/content-schedule";
import { isLockConflict } from "../../db/errors";
import { serialTransaction } from "../../db/serial-transaction";
import { badUserInput, notFound } from "../../common/errors";
import { type Actor, type AuditService, describeChanges } from "../audit/audit.service";
import type { FestiveBadge } from "../site-content/festive-badge";
import type { SiteSettings } from "../site-content/site-settings.entity";
import { FestiveCampaign } from "./festive-campaign.entity";
import type { FestiveCampaignInput } from "./festive-campaign.inputs";

/**
 * Festive campaigns: while one is running its badge is the one visitors see; outside every
 * window the manual badge setting applies. Each start and end is a scheduled content change.
 */
export class FestiveCampaignService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly schedule: ContentSchedule,
  ) {
    schedule.register((now) => this.nextBoundary(now));
  }

  private get repository() {
    return this.dataSource.getRepository(FestiveCampaign);
  }

  /** Every campaign, the latest window first. */
  list(): Promise<FestiveCampaign[]> {
    return this.repository.find({ order: { startsAt: "DESC", id: "DESC" } });
  }

  running(now = new Date()): Promise<FestiveCampaign | null> {
    return this.repository.findOne({ where: { startsAt: LessThanOrEqual(now), endsAt: MoreThan(now) }, order: { startsAt: "DESC" } });
  }

  /** The badge visitors see now: the running campaign's, else the manual setting. */
  async badgeFor(settings: SiteSettings, now = new Date()): Promise<FestiveBadge> {
    const campaign = await this.running(now);
    return campaign ? { enabled: true, text: campaign.text, color: campaign.color } : settings.manualFestiveBadge;
  }

  async create(actor: Actor, input: FestiveCampaignInput): Promise<FestiveCampaign> {
    const saved = await this.scheduled(input, undefined, (repository, window) =>
      repository.save(repository.create({ text: input.text.trim(), color: input.color, ...window })),
    );
    await this.changed(actor, "campaign.create", saved.id, `Scheduled "${saved.text}" for ${formatCampaignWindow(saved)}`);
    return saved;
  }

  async update(actor: Actor, id: number, input: FestiveCampaignInput): Promise<FestiveCampaign> {
    const campaign = await this.find(id);
    if (campaign.endsAt <= new Date()) throw badUserInput({ endDate: CAMPAIGN_MESSAGES.ended }, CAMPAIGN_MESSAGES.ended);
    const before = { ...campaign };
    const saved = await this.scheduled(input, id, (repository, window) =>
      repository.save(Object.assign(campaign, { text: input.text.trim(), color: input.color, ...window })),
    );
    const changes = [describeChanges(before, saved, ["text", "color"], "")];
    const [was, now] = [formatCampaignWindow(before), formatCampaignWindow(saved)];
    if (was !== now) changes.push(`window: ${was} → ${now}`);
    await this.changed(actor, "campaign.update", id, changes.filter(Boolean).join("; ") || "no changes");
    return saved;
  }

  /** Ends a running campaign now; an upcoming one is deleted instead. */
  async endNow(actor: Actor, id: number): Promise<FestiveCampaign> {
    const campaign = await this.find(id);
    const now = new Date();
    if (campaignStatus(campaign, now) !== "running") throw badUserInput({}, CAMPAIGN_MESSAGES.notRunning);
    campaign.endsAt = now;
    const saved = await this.repository.save(campaign);
    await this.changed(actor, "campaign.update", id, `Ended "${saved.text}" early`);
    return saved;
  }

  async delete(actor: Actor, id: number): Promise<boolean> {
    const campaign = await this.find(id);
    await this.repository.delete(id);
    await this.changed(actor, "campaign.delete", id, `Deleted "${campaign.text}" (${formatCampaignWindow(campaign)})`);
    return true;
  }

  /** The next start or end after `now`, when the public badge changes by itself. */
  private async nextBoundary(now: Date): Promise<Date | null> {
    const [start, end] = await Promise.all([
      this.repository.findOne({ where: { startsAt: MoreThan(now) }, order: { startsAt: "ASC" } }),
      this.repository.findOne({ where: { endsAt: MoreThan(now) }, order: { endsAt: "ASC" } }),
    ]);
    const times = [start?.startsAt, end?.endsAt].filter((at): at is Date => !!at).map((at) => at.getTime());
    return times.length ? new Date(Math.min(...times)) : null;
  }

  /**
   * Checks the window against the clock and the other campaigns, then writes, in one transaction.
   * On MariaDB the overlap query locks its index range, so two app servers saving overlapping
   * windows at once cannot both succeed: the loser's deadlock is retried and then sees the
   * winner's row. On SQLite transactions take turns (serialTransaction).
   */
  private async scheduled<T>(
    input: FestiveCampaignInput,
    exceptId: number | undefined,
    write: (repository: Repository<FestiveCampaign>, window: CampaignWindow) => Promise<T>,
    retries = 2,
  ): Promise<T> {
    const window = campaignWindow(input)!;
    const lock = this.dataSource.options.type === "better-sqlite3" ? {} : { lock: { mode: "pessimistic_write" as const } };
    try {
      return await serialTransaction(this.dataSource, async (manager) => {
        const repository = manager.getRepository(FestiveCampaign);
        const where = { endsAt: MoreThan(window.startsAt), startsAt: LessThanOrEqual(window.endsAt) };
        const errors = campaignScheduleErrors(window, await repository.find({ where, ...lock }), { exceptId });
        if (errors) throw badUserInput(errors);
        return write(repository, window);
      });
    } catch (error) {
      if (retries > 0 && isLockConflict(error)) return this.scheduled(input, exceptId, write, retries - 1);
      throw error;
    }
  }

  private async find(id: number): Promise<FestiveCampaign> {
    const campaign = await this.repository.findOneBy({ id });
    if (!campaign) throw notFound(CAMPAIGN_MESSAGES.notFound);
    return campaign;
  }

  private async changed(actor: Actor, action: string, id: number, summary: string): Promise<void> {
    this.schedule.forget();
    await this.audit.record(actor, action, "FestiveCampaign", id, summary);
  }
}
