import { durationInMonths, planStats } from "./plan-stats";

describe("planStats", () => {
  it("counts a plan by its length in months, whatever the wording", () => {
    const monthly = ["1 Month", "Monthly", "one month", "30 days", "4 weeks"];
    const annual = ["12 Months", "1 Year", "Annual", "Yearly", "12-month", "365 Days", "1 yr"];
    const neither = ["3 Months", "Quarterly", "6 months", "Half-yearly", "2 years", "10 Days", "Lifetime"];
    const plans = [...monthly, ...annual, ...neither].map((duration) => ({ duration }));
    expect(planStats(plans)).toEqual({ total: 19, monthly: 5, annual: 7 });
  });

  it("reads the months of the seeded and common durations", () => {
    expect(["1 Month", "3 Months", "12 Months", "2 Years", "Half-yearly", "Lifetime"].map(durationInMonths)).toEqual([
      1,
      3,
      12,
      24,
      6,
      undefined,
    ]);
  });

  it("is all zeros without plans", () => {
    expect(planStats([])).toEqual({ total: 0, monthly: 0, annual: 0 });
  });
});
