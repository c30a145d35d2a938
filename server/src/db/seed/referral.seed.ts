import { BadgeType, type ReferralBonus } from "../../modules/referral/referral-bonus.entity";

export const referralBonusSeeds: Pick<ReferralBonus, "badgeType" | "bonus" | "description">[] = [
  { badgeType: BadgeType.gold, bonus: 10, description: "Refer 5 friends" },
  { badgeType: BadgeType.premium, bonus: 25, description: "Refer 15 friends" },
  { badgeType: BadgeType.platinum, bonus: 50, description: "Refer 30 friends" },
];
