import { formatLongDate, toDateInputValue } from "./dates";

describe("formatLongDate", () => {
  it("writes US long dates", () => {
    expect(formatLongDate("2025-01-05T10:00:00.000Z")).toBe("January 5, 2025");
  });

  it("reads an expiry stored as the end of a day in India as that day", () => {
    expect(formatLongDate("2025-12-31T18:29:59.999Z")).toBe("December 31, 2025");
    expect(toDateInputValue("2025-12-31T18:29:59.999Z")).toBe("2025-12-31");
  });

  it("falls back when there is no date", () => {
    expect(formatLongDate(null)).toBe("Not set");
    expect(formatLongDate("not a date", "-")).toBe("-");
    expect(toDateInputValue(undefined)).toBe("");
  });
});
