import { randomBytes } from "node:crypto";
import { type DataSource, type EntityManager, LessThan, LessThanOrEqual } from "typeorm";
import { verifyPassword } from "../../auth/password";
import type { RateLimits } from "../../auth/rate-limits";
import { badUserInput, forbidden, notFound } from "../../common/errors";
import type { AppConfig } from "../../config/env";
import { processLogger } from "../../logging/current-logger";
import { formatLongDate } from "../../../../common/gym-time";
import { ACCOUNT_DELETION_GRACE_DAYS, MESSAGES } from "../../../../common/validation";
import { AuditEntry } from "../audit/audit-entry.entity";
import { PolicyAcceptance } from "../policy/policy-acceptance.entity";
import { PolicyVersion } from "../policy/policy-version.entity";
import type { MailService } from "../mail/mail.service";
import { ContactMessage } from "../message/contact-message.entity";
import { NewsletterSubscriber } from "../newsletter/newsletter-subscriber.entity";
import { MailOptOut } from "../reminder/mail-opt-out.entity";
import { PostMailing } from "../blog/post-mailing.entity";
import { ReminderSend } from "../reminder/reminder-send.entity";
import { PasswordResetToken } from "../user/password-reset-token.entity";
import { User } from "../user/user.entity";
import { AccountStatus, Role } from "../user/user.enums";
import { MembershipChange } from "../membership-history/membership-change.entity";
import { AccountDeletion } from "./account-deletion.entity";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The actor named in the audit log for what the scheduled jobs do. */
const SCHEDULED_ACTOR = "Scheduled job";

/**
 * Members' rights over their data (India's DPDP Act 2023): a copy of everything held about
 * them, and erasure after a grace period in which signing in changes their mind.
 */
export class DataRightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly rateLimits: RateLimits,
    private readonly config: AppConfig,
  ) {}

  /** Everything the gym holds about the member, without secrets (password hash, token version). */
  async exportFor(user: User, clientKey: string): Promise<string> {
    await this.rateLimits.consume("dataExport", clientKey, user.email);
    const db = this.dataSource.manager;
    const [messages, subscription, auditEntries, deletion, resetTokens, history, referredBy, referred, reminders, optOuts, acceptances] =
      await Promise.all([
        db.find(ContactMessage, { where: { email: user.email }, order: { createdAt: "ASC", id: "ASC" } }),
        db.findOneBy(NewsletterSubscriber, { email: user.email }),
        this.auditEntriesAbout(db, user),
        db.findOneBy(AccountDeletion, { userId: user.id }),
        db.find(PasswordResetToken, { where: { userId: user.id }, order: { createdAt: "ASC" } }),
        db.find(MembershipChange, { where: { userId: user.id }, order: { createdAt: "ASC", id: "ASC" } }),
        user.referredById ? db.findOneBy(User, { id: user.referredById }) : null,
        db.countBy(User, { referredById: user.id }),
        db.find(ReminderSend, { where: { userId: user.id }, order: { claimedAt: "ASC", id: "ASC" } }),
        db.find(MailOptOut, { where: { email: user.email }, order: { createdAt: "ASC" } }),
        db.find(PolicyAcceptance, { where: { userId: user.id }, order: { acceptedAt: "ASC", id: "ASC" } }),
      ]);
    const data = {
      exportedAt: new Date(),
      account: {
        id: user.id,
        memberId: user.memberId,
        name: user.name,
        email: user.email,
        phone: user.phone,
        role: user.role,
        accountStatus: user.accountStatus,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      },
      membership: { tier: user.membershipTier, expirationDate: user.expirationDate, upgradedAt: user.upgradedAt },
      referral: {
        badge: user.badge,
        referralScore: user.referralScore,
        referralCode: user.referralCode,
        // The referrer is named by member ID only: their name and address are their data.
        referredBy: referredBy ? referredBy.memberId : null,
        referralConfirmedAt: user.referralConfirmedAt,
        friendsReferred: referred,
      },
      // As with the audit log, who at the gym made a change is not part of the member's data.
      membershipHistory: history.map((h) => ({
        at: h.createdAt,
        field: h.field,
        from: h.oldValue,
        to: h.newValue,
        byYou: h.byYou,
        source: h.source,
        reason: h.reason,
      })),
      newsletter: {
        subscribed: subscription !== null && subscription.status === "confirmed",
        status: subscription?.status ?? null,
        subscribedAt: subscription?.createdAt ?? null,
        confirmedAt: subscription?.confirmedAt ?? null,
        unsubscribedAt: subscription?.unsubscribedAt ?? null,
      },
      renewalReminders: {
        optedOut: optOuts.some((row) => row.list === "reminders"),
        sent: reminders.map((r) => ({
          kind: r.kind,
          expiryDate: r.expiryDate,
          claimedAt: r.claimedAt,
          sentAt: r.sentAt,
          failed: r.error !== null,
        })),
      },
      contactMessages: messages.map((m) => ({
        firstName: m.firstName,
        lastName: m.lastName,
        email: m.email,
        phone: m.phone,
        subject: m.subject,
        message: m.message,
        sentAt: m.createdAt,
        readAt: m.readAt,
      })),
      // Who at the gym acted is their data, not the member's: the entry says only whether it was the member.
      auditEntries: auditEntries.map((e) => ({
        at: e.createdAt,
        byYou: e.actorId === user.id,
        action: e.action,
        record: e.entityType,
        recordId: e.entityId,
        summary: e.summary,
      })),
      policyAcceptances: acceptances.map((a) => ({ policy: a.policyType, version: a.version, acceptedAt: a.acceptedAt, client: a.client })),
      passwordResetRequests: resetTokens.map((t) => ({ requestedAt: t.createdAt, expiresAt: t.expiresAt, usedAt: t.usedAt })),
      accountDeletion: deletion ? { requestedAt: deletion.requestedAt, eraseAfter: deletion.eraseAfter } : null,
    };
    return JSON.stringify(data, null, 2);
  }

  pendingDeletion(user: User): Promise<AccountDeletion | null> {
    return this.dataSource.manager.findOneBy(AccountDeletion, { userId: user.id });
  }

  /** Schedules erasure, ends every session of the account and confirms the date by e-mail. */
  async requestDeletion(user: User, currentPassword: string, clientKey: string): Promise<AccountDeletion> {
    if (!currentPassword) throw badUserInput({ currentPassword: MESSAGES.deletionPasswordRequired });
    await this.rateLimits.consume("accountDeletion", clientKey, user.email);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badUserInput({ currentPassword: MESSAGES.currentPasswordWrong });
    }
    const deletion = await this.dataSource.transaction(async (db) => {
      if (await this.isLastActiveAdmin(db, user)) throw forbidden(MESSAGES.lastAdminCannotBeDeleted);
      const eraseAfter = new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
      await db.delete(AccountDeletion, { userId: user.id });
      await db.insert(AccountDeletion, { userId: user.id, eraseAfter });
      // In SQL, so a token version bumped by a concurrent request is not lost.
      await db.increment(User, { id: user.id }, "tokenVersion", 1);
      return db.findOneByOrFail(AccountDeletion, { userId: user.id });
    });
    await this.mail.send({
      to: user.email,
      subject: "Your Iron Warrior Fitness account will be deleted",
      text: [
        "We received a request to delete your Iron Warrior Fitness account.",
        "",
        `Your account and the data we hold about you will be erased on ${formatLongDate(deletion.eraseAfter)}.`,
        "You have been signed out everywhere.",
        "",
        `Changed your mind? Sign in before then at ${this.config.publicUrl}/login and the deletion is cancelled.`,
        "If you did not ask for this, sign in now and change your password.",
      ].join("\n"),
    });
    return deletion;
  }

  async cancelDeletion(user: User): Promise<string> {
    const { affected } = await this.dataSource.manager.delete(AccountDeletion, { userId: user.id });
    if (!affected) throw notFound(MESSAGES.noAccountDeletionPending);
    return MESSAGES.accountDeletionCancelledByYou;
  }

  /** Signing in during the grace period keeps the account; the answer tells the member so. */
  async cancelOnSignIn(user: User): Promise<string | null> {
    const { affected } = await this.dataSource.manager.delete(AccountDeletion, { userId: user.id });
    return affected ? MESSAGES.accountDeletionCancelled : null;
  }

  /** Erases every account whose grace period ended by `now`; returns how many were erased. */
  async eraseDueAccounts(now: Date): Promise<number> {
    const due = await this.dataSource.manager.find(AccountDeletion, { where: { eraseAfter: LessThanOrEqual(now) } });
    let erased = 0;
    for (const deletion of due) {
      const address = await this.erase(deletion.userId, now);
      if (!address) continue;
      erased += 1;
      try {
        await this.mail.send({
          to: address,
          subject: "Your Iron Warrior Fitness account has been deleted",
          text: [
            "As you asked, your Iron Warrior Fitness account and the data we held about you have been erased.",
            "",
            "Thank you for training with us. You are always welcome back with a new account.",
          ].join("\n"),
        });
      } catch (error) {
        processLogger().error({ err: error }, "The erasure confirmation could not be sent");
      }
    }
    return erased;
  }

  /** Deletes contact messages older than the retention period; returns how many. */
  async deleteExpiredContactMessages(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.contactMessageRetentionDays * DAY_MS);
    const { affected } = await this.dataSource.manager.delete(ContactMessage, { createdAt: LessThan(cutoff) });
    return affected ?? 0;
  }

  /** The erased address, or null when nothing was erased (already gone, or the last admin). */
  private erase(userId: number, now: Date): Promise<string | null> {
    return this.dataSource.transaction(async (db) => {
      // Claimed first: a second runner finds nothing to delete and stops here.
      const { affected } = await db.delete(AccountDeletion, { userId, eraseAfter: LessThanOrEqual(now) });
      if (!affected) return null;
      const user = await db.findOneBy(User, { id: userId });
      if (!user) return null;
      if (await this.isLastActiveAdmin(db, user)) {
        processLogger().warn({ userId }, "Deletion of the only active admin cancelled");
        return null;
      }
      const reference = `deleted account #${randomBytes(4).toString("hex")}`;
      await this.anonymiseAuditEntries(db, user, reference);
      await db.delete(ContactMessage, { email: user.email });
      await db.delete(NewsletterSubscriber, { email: user.email });
      await db.delete(PostMailing, { email: user.email });
      await db.delete(MembershipChange, { userId: user.id });
      // Changes this account made to others' memberships keep what was done, not who did it.
      await db.update(MembershipChange, { actorId: user.id }, { actorId: null, actorName: reference });
      // Friends it referred keep their accounts; the link to it goes.
      await db.update(User, { referredById: user.id }, { referredById: null });
      await db.delete(MailOptOut, { email: user.email });
      await db.delete(ReminderSend, { userId: user.id });
      await db.delete(PolicyAcceptance, { userId: user.id });
      await db.update(PolicyVersion, { publishedById: user.id }, { publishedById: null, publishedByName: reference });
      await db.delete(User, { id: user.id });
      await db.insert(AuditEntry, {
        actorId: null,
        actorName: SCHEDULED_ACTOR,
        action: "user.erase",
        entityType: "User",
        entityId: String(user.id),
        summary: `Erased ${reference} at the member's request`,
      });
      return user.email;
    });
  }

  /** Entries about the account lose their details; entries by it keep what was done, not who did it. */
  private async anonymiseAuditEntries(db: EntityManager, user: User, reference: string): Promise<void> {
    for (const entry of await this.auditEntriesAbout(db, user)) {
      const aboutThem = entry.entityType === "User" && entry.entityId === String(user.id);
      const summary = aboutThem ? `${entry.action} on ${reference}` : replaceAll(entry.summary, user.email, reference);
      const actorName = entry.actorId === user.id ? reference : entry.actorName;
      await db.update(AuditEntry, { id: entry.id }, { summary, actorName });
    }
  }

  /** Entries the member made, entries about their account, and any that name their address. */
  private async auditEntriesAbout(db: EntityManager, user: User): Promise<AuditEntry[]> {
    const entries = await db
      .createQueryBuilder(AuditEntry, "entry")
      .where("entry.actorId = :id", { id: user.id })
      .orWhere("(entry.entityType = 'User' AND entry.entityId = :entityId)", { entityId: String(user.id) })
      .orWhere("entry.summary LIKE :email", { email: `%${user.email}%` })
      .orderBy("entry.createdAt", "ASC")
      .addOrderBy("entry.id", "ASC")
      .getMany();
    // LIKE treats _ and % in an address as wildcards, and may ignore case or accents on MariaDB.
    return entries.filter(
      (e) => e.actorId === user.id || (e.entityType === "User" && e.entityId === String(user.id)) || e.summary.includes(user.email),
    );
  }

  private async isLastActiveAdmin(db: EntityManager, user: User): Promise<boolean> {
    if (user.role !== Role.admin || user.accountStatus !== AccountStatus.active) return false;
    const admins = await db.countBy(User, { role: Role.admin, accountStatus: AccountStatus.active });
    return admins <= 1;
  }
}

function replaceAll(text: string, search: string, replacement: string): string {
  return text.split(search).join(replacement);
}
