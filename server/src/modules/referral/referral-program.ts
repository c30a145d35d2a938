import { randomInt } from "node:crypto";
import { type EntityManager, In, IsNull, Not } from "typeorm";
import {
  badgeForReferrals,
  LIMITS,
  memberIdFor,
  normalizeReferralCode,
  pointsForReferral,
  REFERRAL_CODE_ALPHABET,
  referralLadder,
} from "../../../../common/validation";
import { supportsRowLocks } from "../../db/serial-transaction";
import type { Actor } from "../audit/audit.service";
import { MembershipChangeSource, MembershipField } from "../membership-history/membership-change.entity";
import type { MembershipHistoryService } from "../membership-history/membership-history.service";
import { User } from "../user/user.entity";
import { AccountStatus } from "../user/user.enums";
import type { BadgeType } from "./referral-bonus.entity";
import { ReferralBonus } from "./referral-bonus.entity";

/** The words of the history lines a referral writes (docs/referrals.md). */
export const REFERRAL_REASONS = {
  joined: "Joined through a referral",
  confirmed: "Referral confirmed",
  earned: (referred: number) => `Referral: ${memberIdFor(referred)} confirmed`,
} as const;

const randomCode = () =>
  Array.from({ length: LIMITS.referralCodeLength }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join("");

/** `count` distinct codes no account has yet, checked in one query a round (for imports). */
export async function newReferralCodes(manager: EntityManager, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const candidates = new Set<string>();
    while (candidates.size < count - codes.size) {
      const code = randomCode();
      if (!codes.has(code)) candidates.add(code);
    }
    const taken = await manager.find(User, { select: { id: true, referralCode: true }, where: { referralCode: In([...candidates]) } });
    const takenCodes = new Set(taken.map((user) => user.referralCode));
    for (const code of candidates) if (!takenCodes.has(code)) codes.add(code);
  }
  return [...codes];
}

/** A code no account has yet: random, so it reveals nothing about the member. */
export async function newReferralCode(manager: EntityManager): Promise<string> {
  for (;;) {
    const code = Array.from(
      { length: LIMITS.referralCodeLength },
      () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
    ).join("");
    if (!(await manager.existsBy(User, { referralCode: code }))) return code;
  }
}

/**
 * The account a sign-up's code refers to, or null: an unknown or malformed code, an inactive
 * account or one with the new account's own address is ignored (the sign-up goes on without it).
 */
export async function findReferrer(manager: EntityManager, code: string | null | undefined, email: string): Promise<User | null> {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return null;
  const referrer = await manager.findOneBy(User, { referralCode: normalized });
  if (!referrer || referrer.accountStatus !== AccountStatus.active || referrer.email === email) return null;
  return referrer;
}

/**
 * Pays the referrer of `referredId` once, when the admin makes the referred member's first
 * membership paid. The conditional UPDATE decides who pays: a second upgrade, or two admins at
 * once, find referral_confirmed_at already set and pay nothing. Returns whether this paid.
 */
export async function confirmReferral(
  manager: EntityManager,
  history: MembershipHistoryService,
  referredId: number,
  actor: Actor,
): Promise<boolean> {
  const claimed = await manager
    .createQueryBuilder()
    .update(User)
    .set({ referralConfirmedAt: new Date() })
    .where("id = :id AND referral_confirmed_at IS NULL AND referred_by_id IS NOT NULL", { id: referredId })
    .execute();
  if (!claimed.affected) return false;
  const referred = await manager.findOneByOrFail(User, { id: referredId });
  await history.record(manager, {
    userId: referredId,
    field: MembershipField.referral,
    oldValue: "pending",
    newValue: "confirmed",
    actor,
    source: MembershipChangeSource.referral,
    reason: REFERRAL_REASONS.confirmed,
  });
  // The referrer's row is locked, so two of their friends confirmed at once are counted one after the other.
  const query = manager.createQueryBuilder(User, "u").where("u.id = :id", { id: referred.referredById });
  const referrer = await (supportsRowLocks(manager) ? query.setLock("pessimistic_write") : query).getOne();
  if (!referrer) return true;
  const friends = await manager.countBy(User, { referredById: referrer.id, referralConfirmedAt: Not(IsNull()) });
  const ladder = referralLadder(await manager.find(ReferralBonus));
  const referralScore = Math.min(referrer.referralScore + pointsForReferral(friends, ladder), LIMITS.referralScoreMax);
  const badge = badgeForReferrals(friends, ladder, referrer.badge) as BadgeType;
  await manager.update(User, { id: referrer.id }, { referralScore, badge });
  await history.recordChanges(
    manager,
    referrer.id,
    referrer,
    { ...referrer, referralScore, badge },
    { actor, source: MembershipChangeSource.referral, reason: REFERRAL_REASONS.earned(referredId) },
  );
  return true;
}

/** What the member's referral card shows. */
export async function referralStats(manager: EntityManager, user: User) {
  const [referred, confirmed, rules] = await Promise.all([
    manager.countBy(User, { referredById: user.id }),
    manager.countBy(User, { referredById: user.id, referralConfirmedAt: Not(IsNull()) }),
    manager.find(ReferralBonus),
  ]);
  return { referred, confirmed, pending: referred - confirmed, ladder: referralLadder(rules) };
}
