import type { DataSource, EntityManager } from "typeorm";
import { toDateInputValue } from "../../../../common/gym-time";
import type { Page } from "../../common/pagination";
import type { Actor } from "../audit/audit.service";
import type { User } from "../user/user.entity";
import type { WebhookService } from "../webhook/webhook.service";
import { MEMBERSHIP_TIERS } from "../../../../common/enums";
import { memberIdFor } from "../../../../common/validation";
import { MembershipChange, MembershipChangeSource, MembershipField } from "./membership-change.entity";

/** The account fields the history follows, and how each is written as text. */
const FOLLOWED: { field: MembershipField; read: (user: Pick<User, FollowedKey>) => string | null }[] = [
  { field: MembershipField.tier, read: (u) => u.membershipTier },
  { field: MembershipField.expiry, read: (u) => isoDate(u.expirationDate) },
  { field: MembershipField.status, read: (u) => u.accountStatus },
  { field: MembershipField.badge, read: (u) => u.badge },
  { field: MembershipField.referralScore, read: (u) => String(u.referralScore) },
];

/** An unreadable stored date (left by an old bug; see expiry-range.test.ts) is written as null. */
function isoDate(value: Date | null): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/**
 * An expiry moved within the same gym day (e.g. the 365 days from sign-up replaced by 365 days
 * from the upgrade, minutes later) reads as no change to anyone, so it is not a line.
 */
function sameGymDay(field: MembershipField, oldValue: string | null, newValue: string | null): boolean {
  if (field !== MembershipField.expiry || !oldValue || !newValue) return false;
  return toDateInputValue(oldValue) === toDateInputValue(newValue);
}

type FollowedKey = "membershipTier" | "expirationDate" | "accountStatus" | "badge" | "referralScore";
export type FollowedFields = Pick<User, FollowedKey>;

export interface ChangeContext {
  /** Null when nobody acted: a sign-up, a scheduled job. */
  actor: Actor | null;
  source: MembershipChangeSource;
  reason?: string | null;
}

export interface OneChange extends ChangeContext {
  userId: number;
  field: MembershipField;
  oldValue: string | null;
  newValue: string | null;
}

const clip = (text: string | null | undefined, max: number) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/**
 * Every change to a member's tier, expiry, status, badge, referral score or referral. Writes go
 * through `manager`, the transaction of the change itself, so a change and its line in the
 * history are stored together or not at all.
 */
export class MembershipHistoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly webhooks?: WebhookService,
  ) {}

  async record(manager: EntityManager, change: OneChange): Promise<void> {
    await manager.insert(MembershipChange, {
      userId: change.userId,
      field: change.field,
      oldValue: clip(change.oldValue, 40),
      newValue: clip(change.newValue, 40),
      actorId: change.actor?.id ?? null,
      actorName: clip(change.actor?.name, 100),
      source: change.source,
      reason: clip(change.reason, 300),
    });
  }

  /** One line per followed field that differs between `before` and `after`; returns how many. */
  async recordChanges(
    manager: EntityManager,
    userId: number,
    before: FollowedFields,
    after: FollowedFields,
    context: ChangeContext,
  ): Promise<number> {
    let written = 0;
    for (const { field, read } of FOLLOWED) {
      const oldValue = read(before);
      const newValue = read(after);
      if (oldValue === newValue || sameGymDay(field, oldValue, newValue)) continue;
      await this.record(manager, { userId, field, oldValue, newValue, ...context });
      written += 1;
    }
    const [from, to] = [MEMBERSHIP_TIERS.indexOf(before.membershipTier), MEMBERSHIP_TIERS.indexOf(after.membershipTier)];
    if (to > from) {
      await this.webhooks?.emit(
        "membership.upgraded",
        {
          userId,
          memberId: memberIdFor(userId),
          previousTier: before.membershipTier,
          membershipTier: after.membershipTier,
          expiresAt: isoDate(after.expirationDate),
          source: context.source,
          reason: clip(context.reason, 300),
        },
        { manager },
      );
    }
    return written;
  }

  /** The member's history, newest first. */
  list(userId: number, page: Page): Promise<MembershipChange[]> {
    return this.dataSource.manager.find(MembershipChange, {
      where: { userId },
      order: { createdAt: "DESC", id: "DESC" },
      skip: page.offset,
      take: page.limit,
    });
  }

  /** Everything, oldest first, for the member's data export. */
  all(userId: number): Promise<MembershipChange[]> {
    return this.dataSource.manager.find(MembershipChange, { where: { userId }, order: { createdAt: "ASC", id: "ASC" } });
  }
}

/**
 * For the CSV import (issue 17): records what an imported row changed on an existing account,
 * inside the import's transaction, with the reason the import gives (e.g. "Imported from
 * members.csv, line 12").
 */
export function recordImportedChanges(
  manager: EntityManager,
  userId: number,
  before: FollowedFields,
  after: FollowedFields,
  actor: Actor | null,
  reason: string,
): Promise<number> {
  return new MembershipHistoryService(manager.connection).recordChanges(manager, userId, before, after, {
    actor,
    source: MembershipChangeSource.import,
    reason,
  });
}
