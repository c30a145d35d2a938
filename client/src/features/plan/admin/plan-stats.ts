export interface PlanStats {
  total: number;
  monthly: number;
  annual: number;
}

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const PER_UNIT: [RegExp, (n: number) => number][] = [
  [/^(?:month|mo|mth)s?$/, (n) => n],
  [/^(?:year|yr)s?$/, (n) => n * 12],
  [/^weeks?$/, (n) => (n === 4 ? 1 : n === 52 ? 12 : n / 4.35)],
  [/^days?$/, (n) => (n >= 28 && n <= 31 ? 1 : n === 365 || n === 366 ? 12 : n / 30)],
];
const NAMED: [RegExp, number][] = [
  [/\b(?:half[- ]?year(?:ly)?|semi[- ]?annual(?:ly)?|bi[- ]?annual)\b/, 6],
  [/\bquarter(?:ly)?\b/, 3],
  [/\b(?:annual(?:ly)?|yearly|year|yr)\b/, 12],
  [/\b(?:monthly|month)\b/, 1],
];

/** The plan's length in months from its free-text duration ('12 Months', '1 Year', 'Annual'); undefined when unreadable. */
export function durationInMonths(duration: string): number | undefined {
  const text = duration.toLowerCase();
  const counted = /(\d+(?:\.\d+)?|[a-z]+)[\s-]*(months?|mos?|mths?|years?|yrs?|weeks?|days?)\b/.exec(text);
  if (counted) {
    const amount = Number(counted[1]) || WORDS[counted[1]!];
    const unit = PER_UNIT.find(([pattern]) => pattern.test(counted[2]!));
    if (amount && unit) return unit[1](amount);
  }
  return NAMED.find(([pattern]) => pattern.test(text))?.[1];
}

/** Plan stats by length, whatever the wording: one month is monthly, twelve months (a year) is annual. */
export function planStats(plans: readonly { duration: string }[]): PlanStats {
  const months = plans.map((plan) => durationInMonths(plan.duration));
  return {
    total: plans.length,
    monthly: months.filter((m) => m === 1).length,
    annual: months.filter((m) => m === 12).length,
  };
}
