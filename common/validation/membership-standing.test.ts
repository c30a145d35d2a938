import { membershipRemainingShare, membershipStanding, parseExpiry, RENEWAL_NOTICE_DAYS } from "./membership";

// 10:00 in Guwahati on 24 November 2026.
const now = new Date("2026-11-24T04:30:00.000Z");
const expiryOn = (day: string) => parseExpiry(day)!;

describe("membershipStanding", () => {
  it("counts gym days to an expiry at the end of its day", () => {
    expect(membershipStanding(expiryOn("2026-12-24"), now)).toEqual({ kind: "active", daysLeft: 30 });
    expect(membershipStanding(expiryOn("2026-12-01"), now)).toEqual({ kind: "renewSoon", daysLeft: RENEWAL_NOTICE_DAYS });
    expect(membershipStanding(expiryOn("2026-12-02"), now)).toEqual({ kind: "active", daysLeft: 8 });
    expect(membershipStanding(expiryOn("2026-11-29"), now)).toEqual({ kind: "renewSoon", daysLeft: 5 });
    expect(membershipStanding(expiryOn("2026-11-24"), now)).toEqual({ kind: "renewSoon", daysLeft: 0 });
  });

  it("uses the gym's day, not UTC's, late in the evening in India", () => {
    // 00:30 on 25 November in Guwahati is still the 24th in UTC.
    const lateNight = new Date("2026-11-24T19:00:00.000Z");
    expect(membershipStanding(expiryOn("2026-11-25"), lateNight)).toEqual({ kind: "renewSoon", daysLeft: 0 });
    expect(membershipStanding(expiryOn("2026-11-24"), lateNight)).toEqual({ kind: "expired", daysAgo: 1 });
  });

  it("says how long ago a membership ended", () => {
    expect(membershipStanding(expiryOn("2026-11-21"), now)).toEqual({ kind: "expired", daysAgo: 3 });
    expect(membershipStanding("2026-11-24T04:00:00.000Z", now)).toEqual({ kind: "expired", daysAgo: 0 });
  });

  it("has nothing to count without an expiry", () => {
    expect(membershipStanding(null, now)).toEqual({ kind: "open" });
    expect(membershipStanding("not a date", now)).toEqual({ kind: "open" });
  });
});

describe("membershipRemainingShare", () => {
  it("is the share of the period from the last upgrade still to run", () => {
    expect(membershipRemainingShare("2026-12-24T04:30:00.000Z", "2026-10-25T04:30:00.000Z", now)).toBeCloseTo(0.5);
    expect(membershipRemainingShare("2026-11-20T00:00:00.000Z", "2026-10-20T00:00:00.000Z", now)).toBe(0);
    expect(membershipRemainingShare("2027-11-24T04:30:00.000Z", "2026-12-01T00:00:00.000Z", now)).toBe(1);
  });

  it("is null without a period", () => {
    expect(membershipRemainingShare(null, "2026-10-25T04:30:00.000Z", now)).toBeNull();
    expect(membershipRemainingShare("2026-10-01T00:00:00.000Z", "2026-10-25T04:30:00.000Z", now)).toBeNull();
  });
});
