export interface PlanStats {
  total: number;
  monthly: number;
  annual: number;
}

/** SPEC's plan stats: a duration containing 'Month' is monthly; 'Annual' or 'Year' is annual. */
export function planStats(plans: readonly { duration: string }[]): PlanStats {
  return {
    total: plans.length,
    monthly: plans.filter((plan) => /month/i.test(plan.duration)).length,
    annual: plans.filter((plan) => /annual|year/i.test(plan.duration)).length,
  };
}
