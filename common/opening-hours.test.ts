import { formatTime, groupOpeningHours, openingHoursSentence, type DayHours } from "./opening-hours";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const standard: DayHours[] = WEEK.map((day) =>
  day === "Sunday" ? { day, opens: null, closes: null } : { day, opens: "06:00", closes: "22:00" },
);

describe("formatTime", () => {
  it("writes 24-hour times on the 12-hour clock", () => {
    expect(formatTime("06:00")).toBe("6:00 AM");
    expect(formatTime("22:00")).toBe("10:00 PM");
    expect(formatTime("12:30")).toBe("12:30 PM");
    expect(formatTime("00:15")).toBe("12:15 AM");
    expect(formatTime("noon")).toBe("noon");
  });
});

describe("groupOpeningHours", () => {
  it("collapses equal consecutive days", () => {
    expect(groupOpeningHours(standard)).toEqual([
      { days: "Monday – Saturday", hours: "6:00 AM – 10:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
  });

  it("keeps days apart when their hours differ, even if equal hours come back later", () => {
    const week = standard.map((day) => (day.day === "Wednesday" ? { ...day, closes: "20:00" } : day));
    expect(groupOpeningHours(week).map((line) => line.days)).toEqual(["Monday – Tuesday", "Wednesday", "Thursday – Saturday", "Sunday"]);
  });

  it("reads a day with only one time as closed", () => {
    expect(groupOpeningHours([{ day: "Monday", opens: "06:00", closes: null }])).toEqual([{ days: "Monday", hours: "Closed" }]);
  });

  it("writes one sentence for running text", () => {
    expect(openingHoursSentence(standard)).toBe("Monday – Saturday: 6:00 AM – 10:00 PM; Sunday: Closed");
  });
});
