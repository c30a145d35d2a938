/** docs/spec.md section 9: the membership card's title and benefits per tier. */
const TITLES: Record<string, string> = {
  platinum: "Platinum Member",
  premium: "Premium Member",
  basic: "Basic Member",
};

const BENEFITS: Record<string, readonly string[]> = {
  platinum: ["Unlimited Access", "Priority Support", "Exclusive Content", "Advanced Features"],
  premium: ["Extended Access", "Email Support", "Premium Content", "Extra Features"],
  basic: ["Basic Access", "Community Support", "Standard Content"],
};

const DEFAULT_BENEFITS: readonly string[] = ["Basic Access"];

export function tierTitle(tier: string): string {
  return TITLES[tier] ?? "Member";
}

export function tierBenefits(tier: string): readonly string[] {
  return BENEFITS[tier] ?? DEFAULT_BENEFITS;
}

/** The membership card is for paid tiers; a blank tier counts as basic. */
export function hasMembershipCard(tier: string | null | undefined): boolean {
  return !!tier && tier !== "basic";
}
