import { formatPostDate } from "./post-date";

describe("formatPostDate", () => {
  it("writes the day in US long form", () => {
    expect(formatPostDate("2025-01-05")).toBe("January 5, 2025");
    expect(formatPostDate("2026-12-31")).toBe("December 31, 2026");
  });

  it("keeps the calendar day for a visitor west of UTC", () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      expect(formatPostDate("2025-01-01")).toBe("January 1, 2025");
    } finally {
      process.env.TZ = zone;
    }
  });

  it("shows text that is not a real date as stored", () => {
    expect(formatPostDate("2025-02-30")).toBe("2025-02-30");
    expect(formatPostDate("soon")).toBe("soon");
  });
});
