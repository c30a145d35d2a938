import { stringify } from "csv-stringify/sync";
import { type DataSource, In, IsNull, Not, type Repository } from "typeorm";
import { isUniqueViolation } from "../../db/errors";
import type { RateLimits } from "../../auth/rate-limits";
import { assertValidInput } from "../../common/validation";
import { notFound } from "../../common/errors";
import type { Page } from "../../common/pagination";
import {
  CONTACT_MESSAGES,
  memberIdFor,
  newsletterSchema,
  normalizeEmail,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  type SubscriberStatusName,
} from "../../../../common/validation";
import type { AppConfig } from "../../config/env";
import type { Logger } from "../../logging/logger";
import type { Actor, AuditService } from "../audit/audit.service";
import type { MailService } from "../mail/mail.service";
import type { ReminderService } from "../reminder/reminder.service";
import { User } from "../user/user.entity";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity";

/** Addresses looked up per query when marking members among subscribers. */
const EMAIL_BATCH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula; an apostrophe keeps it text. */
const csvSafe = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The newsletter list with double opt-in: the subscribe box stores a pending address and mails a
 * signed confirmation link (valid REMINDER_LIMITS.newsletterConfirmDays days); only confirmed,
 * not unsubscribed addresses count. Unsubscribing keeps the row (so a later subscribe needs a
 * fresh confirmation) until the address's account is erased.
 */
export class NewsletterService {
  private readonly subscribers: Repository<NewsletterSubscriber>;
  private readonly users: Repository<User>;

  constructor(
    dataSource: DataSource,
    private readonly rateLimits: RateLimits,
    private readonly mail: MailService,
    private readonly reminders: ReminderService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {
    this.subscribers = dataSource.getRepository(NewsletterSubscriber);
    this.users = dataSource.getRepository(User);
  }

  /** A repeated address gets the same friendly answer; a pending or unsubscribed one gets a fresh link. */
  async subscribe(email: string, clientKey: string, log: Logger): Promise<string> {
    assertValidInput(newsletterSchema, { email });
    await this.rateLimits.consume("subscribe", clientKey, email);
    const address = normalizeEmail(email);
    try {
      await this.subscribers.insert({ email: address, confirmedAt: null, unsubscribedAt: null });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const row = await this.subscribers.findOneBy({ email: address });
    if (row && row.status !== "confirmed") {
      this.mailConfirmation(address, log).catch((error) => log.error({ err: error }, "Newsletter confirmation mail failed"));
    }
    return CONTACT_MESSAGES.subscribed;
  }

  /** Opens a confirmation link: the address counts from now on. Null when the link is bad or expired. */
  async confirm(token: unknown, now = new Date()): Promise<string | null> {
    const email = this.reminders.links.readConfirm(token, now);
    if (!email) return null;
    const { affected } = await this.subscribers.update({ email }, { confirmedAt: now, unsubscribedAt: null });
    return affected ? email : null;
  }

  /** Leaves the list (from a mailed link, the profile or an admin); unknown addresses are fine. */
  async unsubscribe(email: string, now = new Date()): Promise<void> {
    await this.subscribers.update({ email, unsubscribedAt: IsNull() }, { unsubscribedAt: now });
  }

  async isSubscribed(email: string): Promise<boolean> {
    return (await this.subscribers.countBy({ email, confirmedAt: Not(IsNull()), unsubscribedAt: IsNull() })) > 0;
  }

  /** Confirmed, not unsubscribed addresses: the only ones that count. */
  count(): Promise<number> {
    return this.subscribers.countBy({ confirmedAt: Not(IsNull()), unsubscribedAt: IsNull() });
  }

  /** Every address that gets the newsletter now. */
  async confirmedEmails(): Promise<string[]> {
    const rows = await this.subscribers.find({ select: { email: true }, where: whereStatus("confirmed"), order: { id: "ASC" } });
    return rows.map((row) => row.email);
  }

  async list(status: SubscriberStatusName, page: Page): Promise<{ items: NewsletterSubscriber[]; total: number }> {
    const [items, total] = await this.subscribers.findAndCount({
      where: whereStatus(status),
      order: { createdAt: "DESC", id: "DESC" },
      skip: page.offset,
      take: page.limit,
    });
    return { items: await this.withMemberIds(items), total };
  }

  /** Marks the addresses that belong to an account with its member ID: members who opted in. */
  private async withMemberIds(rows: NewsletterSubscriber[]): Promise<NewsletterSubscriber[]> {
    const ids = new Map<string, number>();
    for (let start = 0; start < rows.length; start += EMAIL_BATCH) {
      const emails = rows.slice(start, start + EMAIL_BATCH).map((row) => row.email);
      const users = await this.users.find({ select: { id: true, email: true }, where: { email: In(emails) } });
      for (const user of users) ids.set(user.email, user.id);
    }
    for (const row of rows) {
      const id = ids.get(row.email);
      row.memberId = id === undefined ? null : memberIdFor(id);
    }
    return rows;
  }

  /** The confirmed list as CSV (e-mail, subscribed, confirmed, member ID), safe to open in a spreadsheet. */
  async exportCsv(actor: Actor): Promise<string> {
    const rows = await this.withMemberIds(await this.subscribers.find({ where: whereStatus("confirmed"), order: { email: "ASC" } }));
    await this.audit.record(actor, "newsletter.export", "NewsletterSubscriber", null, `Exported ${rows.length} subscriber(s)`);
    return stringify([
      ["email", "subscribed_at", "confirmed_at", "member_id"],
      ...rows.map((row) => [csvSafe(row.email), row.createdAt.toISOString(), row.confirmedAt?.toISOString() ?? "", row.memberId ?? ""]),
    ]);
  }

  async adminUnsubscribe(actor: Actor, id: number): Promise<NewsletterSubscriber> {
    const row = await this.subscribers.findOneBy({ id });
    if (!row) throw notFound(REMINDER_MESSAGES.subscriberNotFound);
    if (!row.unsubscribedAt) {
      row.unsubscribedAt = new Date();
      await this.subscribers.save(row);
      await this.audit.record(actor, "newsletter.unsubscribe", "NewsletterSubscriber", id, `Unsubscribed ${row.email}`);
    }
    return row;
  }

  private async mailConfirmation(email: string, log: Logger): Promise<void> {
    const token = this.reminders.links.confirmToken(email, new Date(Date.now() + REMINDER_LIMITS.newsletterConfirmDays * DAY_MS));
    const link = `${this.config.publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    const unsubscribe = this.reminders.unsubscribeUrl(email, "newsletter");
    const intro = "Someone (hopefully you) asked to receive the Iron Warrior Fitness newsletter at this address.";
    const open = `Please confirm within ${REMINDER_LIMITS.newsletterConfirmDays} days by opening this link:`;
    const ignore = "If this was not you, ignore this e-mail and you will not hear from us.";
    await this.mail.send(
      {
        to: email,
        subject: "Confirm your Iron Warrior Fitness newsletter subscription",
        text: [intro, open, "", link, "", ignore, "", "--", `Unsubscribe: ${unsubscribe}`].join("\n"),
        html: [
          `<p>${intro}<br>${open}</p>`,
          `<p><a href="${link}">Confirm my subscription</a></p>`,
          `<p>${ignore}</p>`,
          `<hr><p style="font-size:12px;color:#666"><a href="${unsubscribe}">Unsubscribe</a></p>`,
        ].join("\n"),
        headers: this.reminders.unsubscribeHeaders(email, "newsletter"),
      },
      log,
    );
  }
}

function whereStatus(status: SubscriberStatusName) {
  if (status === "unsubscribed") return { unsubscribedAt: Not(IsNull()) };
  if (status === "pending") return { confirmedAt: IsNull(), unsubscribedAt: IsNull() };
  return { confirmedAt: Not(IsNull()), unsubscribedAt: IsNull() };
}
