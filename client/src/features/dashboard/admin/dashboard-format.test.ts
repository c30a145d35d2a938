import { activityLabel, compactNumber, databaseLabel, formatDay, formatUptime } from "./dashboard-format";

describe("dashboard wording", () => {
  it("writes uptime in days, hours and minutes", () => {
    expect(formatUptime(93_784)).toBe("1d 2h 3m");
    expect(formatUptime(3600)).toBe("1h");
    expect(formatUptime(12)).toBe("less than a minute");
  });

  it("names the database kinds", () => {
    expect(databaseLabel("sqlite")).toBe("SQLite");
    expect(databaseLabel("mariadb")).toBe("MariaDB");
    expect(databaseLabel("postgres")).toBe("postgres");
  });

  it("describes an audit action in words", () => {
    expect(activityLabel("blog.update", "BlogPost")).toBe("Updated blog post");
    expect(activityLabel("plan.create", "Plan")).toBe("Created plan");
    expect(activityLabel("festive.toggle", "SiteSettings")).toBe("Toggle site settings");
  });

  it("shows a day and compact counts", () => {
    expect(formatDay("2025-01-05")).toBe("Jan 5");
    expect(compactNumber(2500)).toBe("2.5K");
    expect(compactNumber(42)).toBe("42");
  });
});
