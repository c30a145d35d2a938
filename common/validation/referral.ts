import { BADGES } from "../enums";
import { LIMITS } from "./limits";

/**
 * Referral codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U/V), chosen
 * at random; a code says nothing about the member it belongs to.
 */
export const REFERRAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
const REFERRAL_CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${LIMITS.referralCodeLength}}$`);

/** A code as typed or pasted (spaces around, lower case) in the form stored; null if it cannot be one. */
export function normalizeReferralCode(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return REFERRAL_CODE.test(code) ? code : null;
}

/** The sign-up address a referral link points at, e.g. https://gym.example/signup?ref=ABCD2345. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, "")}/signup?ref=${encodeURIComponent(code)}`;
}

/** A Referral Bonus rule as the admin edits it: "Gold +10, Refer 5 friends". */
export interface ReferralRule {
  badgeType: string;
  bonus: number;
  description: string;
}

/** One rung of the ladder: the badge reached at `friends` confirmed referrals, and what each friend on the way is worth. */
export interface ReferralRung {
  badge: string;
  friends: number;
  bonus: number;
}

/** The number of friends a rule's description names ("Refer 5 friends" → 5); null when it names none. */
export function referralThreshold(description: string): number | null {
  const match = /\d+/.exec(description);
  if (!match) return null;
  const friends = Number(match[0]);
  return Number.isSafeInteger(friends) && friends > 0 ? friends : null;
}

const badgeRank = (badge: string) => BADGES.indexOf(badge as (typeof BADGES)[number]);

/**
 * The ladder the rules define, lowest rung first. A rule whose description names no number of
 * friends is not a rung; of two rules for the same badge the one needing fewer friends counts.
 */
export function referralLadder(rules: readonly ReferralRule[]): ReferralRung[] {
  const rungs = new Map<string, ReferralRung>();
  for (const rule of rules) {
    const friends = referralThreshold(rule.description);
    if (friends === null || badgeRank(rule.badgeType) <= 0) continue;
    const known = rungs.get(rule.badgeType);
    if (!known || friends < known.friends) rungs.set(rule.badgeType, { badge: rule.badgeType, friends, bonus: rule.bonus });
  }
  return [...rungs.values()].sort((a, b) => a.friends - b.friends || badgeRank(a.badge) - badgeRank(b.badge));
}

/**
 * Points the `nth` confirmed friend (1 for the first) earns the referrer: the bonus of the rung
 * being climbed, i.e. the lowest rung that needs at least `nth` friends; past the top rung, the
 * top rung's bonus. With the seeded rules friends 1-5 earn 10 each, 6-15 earn 25, from 16 on 50.
 */
export function pointsForReferral(nth: number, ladder: readonly ReferralRung[]): number {
  if (ladder.length === 0) return 0;
  return (ladder.find((rung) => rung.friends >= nth) ?? ladder.at(-1))?.bonus ?? 0;
}

/**
 * The badge after `friends` confirmed referrals: the highest rung reached, but never lower than
 * `current` (an admin may have given a higher badge by hand; referrals never take one away).
 */
export function badgeForReferrals(friends: number, ladder: readonly ReferralRung[], current: string): string {
  const reached = ladder.filter((rung) => rung.friends <= friends).map((rung) => rung.badge);
  return [current, ...reached].reduce((best, badge) => (badgeRank(badge) > badgeRank(best) ? badge : best), current);
}

/** The next badge above `current` and how many more confirmed friends it needs; null at the top. */
export function nextReferralBadge(
  friends: number,
  ladder: readonly ReferralRung[],
  current: string,
): { badge: string; friendsToGo: number } | null {
  const next = ladder.find((rung) => badgeRank(rung.badge) > badgeRank(current) && rung.friends > friends);
  return next ? { badge: next.badge, friendsToGo: next.friends - friends } : null;
}
