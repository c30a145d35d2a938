import { And, type DataSource, In, IsNull, LessThan, MoreThan, MoreThanOrEqual, Not, type Repository } from "typeorm";
import {
  DEFAULT_REMINDER_RULES,
  fillReminderTemplate,
  memberIdFor,
  REMINDER_KINDS,
  REMINDER_LIMITS,
  REMINDER_MESSAGES,
  reminderRuleSchema,
  tierLabel,
  type MailList,
  type ReminderKind,
} from "../../../../common/validation";
import { siteRoutes } from "../../../../common/routes";
import { formatLongDate, GYM_UTC_OFFSET, gymToday } from "../../../../common/gym-time";
import { assertValidInput } from "../../common/validation";
import { badUserInput, notFound } from "../../common/errors";
import type { AppConfig } from "../../config/env";
import { isUniqueViolation } from "../../db/errors";
import { processLogger } from "../../logging/current-logger";
import type { Actor, AuditService } from "../audit/audit.service";
import type { MailService, OutgoingMail } from "../mail/mail.service";
import { inertText } from "../mail/inert-text";
import { User } from "../user/user.entity";
import { AccountStatus, MembershipTier } from "../user/user.enums";
import { MailLinks } from "./mail-links";
import { MailOptOut } from "./mail-opt-out.entity";
import { ReminderRule } from "./reminder-rule.entity";
import { ReminderSend } from "./reminder-send.entity";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One reminder a run would send (or sent): to whom, which kind, for which expiry. */
export interface DueReminder {
  userId: number;
  memberId: string;
  email: string;
  kind: ReminderKind;
  /** The expiry as a gym date, YYYY-MM-DD. */
  expiryDate: string;
  /** Days from today (gym date) to the expiry; negative after it lapsed. */
  daysLeft: number;
}

export interface ReminderRunResult {
  due: DueReminder[];
  sent: number;
  failed: number;
  retried: number;
}

export interface RuleInput {
  days: number;
  subject: string;
  body: string;
  enabled: boolean;
}

/** A YYYY-MM-DD date `days` later (or earlier). */
const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const startOfGymDay = (day: string): Date => new Date(`${day}T00:00:00${GYM_UTC_OFFSET}`);
const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * When each kind is due, in days left until the expiry (gym dates), both ends inclusive.
 *
 * A "before" reminder of N days is due from N days before the expiry until the day the next
 * shorter reminder takes over (or the day before the expiry), so a day missed while every server
 * was down is caught up, but a member never gets two reminders for the same stretch: someone found
 * 5 days before gets the 7-day reminder, not the 30-day one too. A win-back of N days is due from
 * N days after the expiry for REMINDER_LIMITS.winBackCatchUpDays days.
 */
function reminderWindows(rules: ReminderRule[]): Map<ReminderKind, { from: number; to: number }> {
  const windows = new Map<ReminderKind, { from: number; to: number }>();
  const before = rules.filter((rule) => rule.enabled && rule.kind !== "win_back").sort((a, b) => b.days - a.days);
  before.forEach((rule, index) => {
    const shorter = before.slice(index + 1).find((next) => next.days < rule.days);
    if (before.findIndex((other) => other.days === rule.days) !== index) return;
    windows.set(rule.kind as ReminderKind, { from: (shorter?.days ?? 0) + 1, to: rule.days });
  });
  const winBack = rules.find((rule) => rule.enabled && rule.kind === "win_back");
  if (winBack) windows.set("win_back", { from: -(winBack.days + REMINDER_LIMITS.winBackCatchUpDays - 1), to: -winBack.days });
  return windows;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Renewal reminders (issue 17, item 4). Each (member, kind, expiry date) is mailed at most once
 * in all, whatever the number of app servers: a reminder_sends row is inserted before the mail is
 * sent, and its unique key lets only one server win it.
 *
 * A send that threw is recorded with its error and retried by a later run (up to
 * REMINDER_LIMITS.maxAttempts) by the one server whose conditional UPDATE wins the row. A row
 * claimed but neither sent nor failed (the server stopped mid-send) is never retried: the mail may
 * have gone, and a missed reminder is better than a duplicate.
 */
export class ReminderService {
  private readonly rules: Repository<ReminderRule>;
  private readonly sends: Repository<ReminderSend>;
  private readonly users: Repository<User>;
  private readonly optOuts: Repository<MailOptOut>;
  readonly links: MailLinks;

  constructor(
    dataSource: DataSource,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {
    this.rules = dataSource.getRepository(ReminderRule);
    this.sends = dataSource.getRepository(ReminderSend);
    this.users = dataSource.getRepository(User);
    this.optOuts = dataSource.getRepository(MailOptOut);
    this.links = new MailLinks(config.jwtSecret);
  }

  /** The four rules in their fixed order; a missing row reads as its default. */
  async list(): Promise<ReminderRule[]> {
    const stored = await this.rules.find();
    return REMINDER_KINDS.map((kind) => stored.find((rule) => rule.kind === kind) ?? this.defaultRule(kind));
  }

  async update(actor: Actor, kind: string, input: RuleInput): Promise<ReminderRule> {
    const rule = await this.rule(kind);
    assertValidInput(reminderRuleSchema, input);
    const next = { days: input.days, subject: input.subject.trim(), body: input.body.trim(), enabled: input.enabled };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => rule[key] !== next[key]);
    const saved = await this.rules.save(Object.assign(rule, next));
    await this.audit.record(
      actor,
      "reminder.update",
      "ReminderRule",
      kind,
      `Updated reminder ${kind}: ${changed.join(", ") || "no changes"}`,
    );
    return saved;
  }

  /**
   * The mail a reminder kind sends, exactly as it would go out: to `userId` when given, else to
   * a sample member. Unsaved `subject`, `body` or `days` from the admin's form are used when given.
   */
  async preview(kind: string, options: { userId?: number; subject?: string; body?: string; days?: number }): Promise<OutgoingMail> {
    const rule = Object.assign(await this.rule(kind), {
      ...(options.subject !== undefined && { subject: options.subject }),
      ...(options.body !== undefined && { body: options.body }),
      ...(options.days !== undefined && { days: options.days }),
    });
    const today = gymToday();
    let member: User | null = null;
    if (options.userId !== undefined) {
      member = await this.users.findOneBy({ id: options.userId });
      if (!member) throw notFound("Member not found");
    }
    const daysLeft = rule.kind === "win_back" ? -rule.days : rule.days;
    const sample = Object.assign(new User(), {
      id: 42,
      name: "Priya Sharma",
      email: "priya@example.com",
      membershipTier: MembershipTier.premium,
      expirationDate: startOfGymDay(addDays(today, daysLeft)),
    });
    const to = member ?? sample;
    const expiry = to.expirationDate ? gymToday(to.expirationDate) : addDays(today, daysLeft);
    return this.render(rule, to, expiry, daysBetween(today, expiry));
  }

  /** What a run at `now` would send, without writing anything. */
  async dueAt(now = new Date()): Promise<DueReminder[]> {
    const due: DueReminder[] = [];
    await this.forEachDue(now, (batch) => {
      due.push(...batch.map(({ reminder }) => reminder));
      return Promise.resolve();
    });
    return due;
  }

  /** Sends every reminder due at `now` that nobody has claimed yet, and retries failed ones. */
  async run(now = new Date()): Promise<ReminderRunResult> {
    const result: ReminderRunResult = { due: [], sent: 0, failed: 0, retried: 0 };
    const rules = new Map((await this.list()).map((rule) => [rule.kind, rule]));
    await this.retryFailed(now, rules, result);
    await this.forEachDue(now, async (batch) => {
      for (const { reminder, user } of batch) {
        const claim = await this.claim(reminder, now);
        if (claim === null) continue;
        result.due.push(reminder);
        await this.deliver(claim, rules.get(reminder.kind)!, user, reminder, result);
      }
    });
    return result;
  }

  async isOptedOut(email: string, list: MailList): Promise<boolean> {
    return (await this.optOuts.countBy({ email, list })) > 0;
  }

  /** Leaves a list; repeating it is harmless. */
  async optOut(email: string, list: MailList): Promise<void> {
    try {
      await this.optOuts.insert({ email, list });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  async optIn(email: string, list: MailList): Promise<void> {
    await this.optOuts.delete({ email, list });
  }

  unsubscribeUrl(email: string, list: MailList): string {
    return `${this.config.publicUrl}/unsubscribe?token=${encodeURIComponent(this.links.unsubscribeToken(email, list))}`;
  }

  /** The headers that let a mail program unsubscribe with one click (RFC 2369, RFC 8058). */
  unsubscribeHeaders(email: string, list: MailList): Record<string, string> {
    return { "List-Unsubscribe": `<${this.unsubscribeUrl(email, list)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  }

  private async rule(kind: string): Promise<ReminderRule> {
    if (!(REMINDER_KINDS as readonly string[]).includes(kind)) throw badUserInput({ kind: REMINDER_MESSAGES.unknownKind });
    return (await this.rules.findOneBy({ kind })) ?? this.defaultRule(kind as ReminderKind);
  }

  private defaultRule(kind: ReminderKind): ReminderRule {
    const defaults = DEFAULT_REMINDER_RULES.find((rule) => rule.kind === kind)!;
    return Object.assign(new ReminderRule(), { ...defaults, enabled: true, updatedAt: new Date(0) });
  }

  /**
   * Calls `handle` with the members due for each kind, a batch at a time: one query per kind and
   * batch for the members, one for their opt-outs and one for the reminders already claimed.
   */
  private async forEachDue(now: Date, handle: (batch: { reminder: DueReminder; user: User }[]) => Promise<void>): Promise<void> {
    const today = gymToday(now);
    const windows = reminderWindows(await this.list());
    for (const [kind, window] of windows) {
      const range = And(
        MoreThanOrEqual(startOfGymDay(addDays(today, window.from))),
        LessThan(startOfGymDay(addDays(today, window.to + 1))),
      );
      let afterId = 0;
      for (;;) {
        const users = await this.users.find({
          where: { id: MoreThan(afterId), accountStatus: AccountStatus.active, expirationDate: range },
          order: { id: "ASC" },
          take: REMINDER_LIMITS.batchSize,
        });
        if (users.length === 0) break;
        afterId = users[users.length - 1]!.id;
        const [optedOut, claimed] = await Promise.all([
          this.optOuts.find({ select: { email: true }, where: { list: "reminders", email: In(users.map((user) => user.email)) } }),
          this.sends.find({ select: { userId: true, expiryDate: true }, where: { kind, userId: In(users.map((user) => user.id)) } }),
        ]);
        const skip = new Set(optedOut.map((row) => row.email));
        const done = new Set(claimed.map((row) => `${row.userId} ${row.expiryDate}`));
        const batch = users
          .map((user) => {
            const expiryDate = gymToday(user.expirationDate!);
            const reminder: DueReminder = {
              userId: user.id,
              memberId: memberIdFor(user.id),
              email: user.email,
              kind,
              expiryDate,
              daysLeft: daysBetween(today, expiryDate),
            };
            return { reminder, user };
          })
          .filter(({ reminder, user }) => !skip.has(user.email) && !done.has(`${user.id} ${reminder.expiryDate}`));
        if (batch.length > 0) await handle(batch);
        if (users.length < REMINDER_LIMITS.batchSize) break;
      }
    }
  }

  /** Inserts the proof row first; a unique violation means another server has this reminder. */
  private async claim(reminder: DueReminder, now: Date): Promise<number | null> {
    try {
      const { identifiers } = await this.sends.insert({
        userId: reminder.userId,
        kind: reminder.kind,
        expiryDate: reminder.expiryDate,
        claimedAt: now,
        sentAt: null,
        error: null,
        attempts: 1,
      });
      return Number(identifiers[0]?.id);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async deliver(sendId: number, rule: ReminderRule, user: User, reminder: DueReminder, result: ReminderRunResult): Promise<void> {
    try {
      await this.mail.send(this.render(rule, user, reminder.expiryDate, reminder.daysLeft));
      await this.sends.update({ id: sendId }, { sentAt: new Date(), error: null });
      result.sent += 1;
    } catch (error) {
      await this.sends.update({ id: sendId }, { error: errorText(error) });
      result.failed += 1;
      processLogger().error({ err: error, userId: user.id, kind: reminder.kind }, "Renewal reminder could not be sent");
    }
  }

  /**
   * Sends again the reminders whose send threw, while the member still has that expiry, is
   * active and has not opted out. The conditional UPDATE (on the error and attempts read) lets
   * one server win each row.
   */
  private async retryFailed(now: Date, rules: Map<string, ReminderRule>, result: ReminderRunResult): Promise<void> {
    const failed = await this.sends.find({
      where: { sentAt: IsNull(), error: Not(IsNull()), attempts: LessThan(REMINDER_LIMITS.maxAttempts) },
      take: REMINDER_LIMITS.batchSize,
    });
    for (const row of failed) {
      const won = await this.sends.update(
        { id: row.id, sentAt: IsNull(), error: row.error!, attempts: row.attempts },
        { error: null, attempts: row.attempts + 1, claimedAt: now },
      );
      if (!won.affected) continue;
      const user = await this.users.findOneBy({ id: row.userId, accountStatus: AccountStatus.active });
      const rule = rules.get(row.kind);
      const stillDue =
        user?.expirationDate &&
        rule?.enabled &&
        gymToday(user.expirationDate) === row.expiryDate &&
        !(await this.isOptedOut(user.email, "reminders"));
      if (!user || !rule || !stillDue) {
        await this.sends.update({ id: row.id }, { error: "Not retried: no longer due" });
        continue;
      }
      const reminder: DueReminder = {
        userId: user.id,
        memberId: memberIdFor(user.id),
        email: user.email,
        kind: row.kind as ReminderKind,
        expiryDate: row.expiryDate,
        daysLeft: daysBetween(gymToday(now), row.expiryDate),
      };
      result.retried += 1;
      result.due.push(reminder);
      await this.deliver(row.id, rule, user, reminder, result);
    }
  }

  /** The mail for one member: the rule's text with its placeholders filled, plus the unsubscribe footer and headers. */
  private render(rule: ReminderRule, user: User, expiryDate: string, daysLeft: number): OutgoingMail {
    const values = {
      // The name is what the member typed: it goes in inert, so no mail client makes it a link.
      name: inertText(user.name),
      memberId: memberIdFor(user.id),
      expiryDate: formatLongDate(startOfGymDay(expiryDate)),
      daysLeft: String(Math.abs(daysLeft)),
      plan: tierLabel(user.membershipTier),
      renewUrl: `${this.config.publicUrl}${siteRoutes.subscription.path}`,
    };
    const unsubscribe = this.unsubscribeUrl(user.email, "reminders");
    const body = fillReminderTemplate(rule.body, values);
    const footer = "You get this e-mail because you are a member of Iron Warrior Fitness. To stop renewal reminders:";
    return {
      to: user.email,
      subject: fillReminderTemplate(rule.subject, values),
      text: `${body}\n\n--\n${footer}\n${unsubscribe}\n`,
      html: [
        ...body.split(/\n{2,}/).map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replace(/\n/g, "<br>\n")}</p>`),
        `<hr><p style="font-size:12px;color:#666">${footer} <a href="${escapeAttribute(unsubscribe)}">Unsubscribe</a></p>`,
      ].join("\n"),
      headers: this.unsubscribeHeaders(user.email, "reminders"),
    };
  }
}

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Makes the http(s) addresses in already-escaped HTML text clickable. */
const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
