import { Crown, Dumbbell, Star, Zap, type LucideIcon } from "lucide-react";
import type { PillTone } from "../../components/ui/pill";
import { paths } from "../../config/paths";
import { safeUrl } from "../../../../common/url";
import { planChatUrl } from "../../lib/links";

export type PlanGroup = "popular" | "premium" | "personal" | "standard";

interface GroupStyle {
  /** The badge text; standard plans have none. */
  label?: string;
  tone: PillTone;
  icon: LucideIcon;
  iconClass: string;
  cardClass: string;
}

const POPULAR = ["YEARLY", "MONTHLY", "PT MONTHLY"];
const PREMIUM = ["FRIENDS PACKAGE", "FAMILY PACKAGE", "COUPLE PACKAGE"];

/** docs/spec.md section 4: the display group follows the plan's name. */
export function planGroup(name: string): PlanGroup {
  const normalized = name.trim().replace(/\s+/g, " ").toUpperCase();
  if (POPULAR.includes(normalized)) return "popular";
  if (PREMIUM.includes(normalized)) return "premium";
  if (/\bPT\b/.test(normalized)) return "personal";
  return "standard";
}

export const GROUP_STYLES: Record<PlanGroup, GroupStyle> = {
  popular: {
    label: "Popular",
    tone: "blue",
    icon: Star,
    iconClass: "bg-blue-100 text-blue-700",
    cardClass: "border-2 border-blue-500",
  },
  premium: {
    label: "Premium",
    tone: "orange",
    icon: Crown,
    iconClass: "bg-orange-100 text-orange-700",
    cardClass: "border-2 border-orange-500",
  },
  personal: {
    label: "Personal",
    tone: "green",
    icon: Dumbbell,
    iconClass: "bg-green-100 text-green-700",
    cardClass: "border-2 border-green-600",
  },
  standard: {
    tone: "slate",
    icon: Zap,
    iconClass: "bg-slate-100 text-slate-700",
    cardClass: "border border-slate-200",
  },
};

/** 'PT MONTHLY' -> 'Choose PT'. */
export function chooseLabel(name: string): string {
  return `Choose ${name.trim().split(/\s+/)[0]}`;
}

/**
 * Where Choose leads: the plan's own link when it is a safe one, otherwise a WhatsApp chat
 * that names the plan and its price, or the contact page when no chat number is set.
 */
export function chooseHref(
  plan: { name: string; price: string; duration: string; buttonLink?: string | null },
  whatsapp: string | null | undefined,
): string {
  const own = safeUrl(plan.buttonLink);
  if (own) return own;
  return planChatUrl(whatsapp, plan) ?? paths.contact;
}
