import { formatDateTime, formatDayAndTime, formatLongDate, gymMidday, gymToday, toDateInputValue } from "./gym-time";

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

describe("the gym's day", () => {
  it("turns at midnight in India, not in UTC", () => {
    expect(gymToday(new Date("2025-03-14T18:29:00Z"))).toBe("2025-03-14");
    expect(gymToday(new Date("2025-03-14T18:30:00Z"))).toBe("2025-03-15");
  });

  it("places a calendar date at midday in India", () => {
    expect(gymMidday("2025-03-15").toISOString()).toBe("2025-03-15T06:30:00.000Z");
  });

  it("writes date-times in India's time", () => {
    expect(formatDateTime("2025-03-15T04:30:00Z")).toBe("Mar 15, 2025, 10:00 AM");
    expect(formatDateTime("soon")).toBe("soon");
  });
});

describe("formatDayAndTime", () => {
  it("writes the gym's day and time, or the time alone", () => {
    const instant = new Date("2026-11-24T12:42:00Z");
    expect(formatDayAndTime(instant)).toBe("24 Nov, 6:12 pm");
    expect(formatDayAndTime(instant, true)).toBe("6:12 pm");
  });
});
