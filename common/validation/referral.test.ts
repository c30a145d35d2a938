import {
  badgeForReferrals,
  nextReferralBadge,
  normalizeReferralCode,
  pointsForReferral,
  referralLadder,
  referralLink,
  referralThreshold,
} from "./referral";

const SEEDED = [
  { badgeType: "platinum", bonus: 50, description: "Refer 30 friends" },
  { badgeType: "gold", bonus: 10, description: "Refer 5 friends" },
  { badgeType: "premium", bonus: 25, description: "Refer 15 friends" },
];

describe("the referral ladder the Referral Bonus rules define", () => {
  const ladder = referralLadder(SEEDED);

  it("reads the friends from the description and orders the rungs", () => {
    expect(referralThreshold("Refer 5 friends")).toBe(5);
    expect(referralThreshold("Bring friends")).toBeNull();
    expect(referralThreshold("Refer 0 friends")).toBeNull();
    expect(ladder).toEqual([
      { badge: "gold", friends: 5, bonus: 10 },
      { badge: "premium", friends: 15, bonus: 25 },
      { badge: "platinum", friends: 30, bonus: 50 },
    ]);
    // No number, or a "user" rule: not a rung; the cheaper of two rules for one badge counts.
    expect(
      referralLadder([
        ...SEEDED,
        { badgeType: "gold", bonus: 99, description: "Be nice" },
        { badgeType: "gold", bonus: 7, description: "Refer 3" },
      ]),
    ).toEqual([
      { badge: "gold", friends: 3, bonus: 7 },
      { badge: "premium", friends: 15, bonus: 25 },
      { badge: "platinum", friends: 30, bonus: 50 },
    ]);
    expect(referralLadder([{ badgeType: "user", bonus: 5, description: "Refer 1 friend" }])).toEqual([]);
  });

  it("pays each friend the bonus of the rung being climbed, the top rung's past the top", () => {
    expect([1, 5, 6, 15, 16, 30, 31, 100].map((n) => pointsForReferral(n, ladder))).toEqual([10, 10, 25, 25, 50, 50, 50, 50]);
    expect(pointsForReferral(1, [])).toBe(0);
  });

  it("gives the highest badge reached and never takes a badge away", () => {
    expect([0, 4, 5, 14, 15, 30].map((n) => badgeForReferrals(n, ladder, "user"))).toEqual([
      "user",
      "user",
      "gold",
      "gold",
      "premium",
      "platinum",
    ]);
    expect(badgeForReferrals(5, ladder, "platinum")).toBe("platinum");
  });

  it("says how many more friends the next badge needs, and nothing at the top", () => {
    expect(nextReferralBadge(1, ladder, "user")).toEqual({ badge: "gold", friendsToGo: 4 });
    expect(nextReferralBadge(5, ladder, "gold")).toEqual({ badge: "premium", friendsToGo: 10 });
    expect(nextReferralBadge(2, ladder, "premium")).toEqual({ badge: "platinum", friendsToGo: 28 });
    expect(nextReferralBadge(40, ladder, "platinum")).toBeNull();
  });
});

describe("referral codes and links", () => {
  it("accepts a code in any case with spaces around, and nothing else", () => {
    expect(normalizeReferralCode(" abcd2345 ")).toBe("ABCD2345");
    for (const bad of ["ABCD234", "ABCD23450", "ABCD2O45", "ABCD1345", "<script>", "", null, undefined]) {
      expect(normalizeReferralCode(bad)).toBeNull();
    }
  });

  it("builds the absolute sign-up link", () => {
    expect(referralLink("https://ironwarrior.example/", "ABCD2345")).toBe("https://ironwarrior.example/signup?ref=ABCD2345");
  });
});
