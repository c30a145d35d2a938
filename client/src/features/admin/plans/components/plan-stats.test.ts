import { planStats } from "./plan-stats";

describe("planStats", () => {
  it("counts all plans, monthly ones and annual ones", () => {
    const plans = ["1 Month", "3 Months", "12 Months", "1 Year", "Annual", "2 years", "10 Days"].map((duration) => ({ duration }));
    expect(planStats(plans)).toEqual({ total: 7, monthly: 3, annual: 3 });
  });

  it("is all zeros without plans", () => {
    expect(planStats([])).toEqual({ total: 0, monthly: 0, annual: 0 });
  });
});
