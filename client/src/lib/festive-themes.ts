import { FESTIVE_BADGE_THEMES } from "../../../common/enums";

/**
 * The eight festive badge themes (key -> label and look), shared by the plan cards and the
 * admin's badge settings. Class lists are written out in full so Tailwind finds them; the text
 * colour is chosen per theme to keep AA contrast on its gradient.
 */
export interface FestiveTheme {
  key: string;
  label: string;
  gradient: string;
  text: string;
}

type FestiveColor = (typeof FESTIVE_BADGE_THEMES)[number]["key"];

const LOOKS: Record<FestiveColor, Pick<FestiveTheme, "gradient" | "text">> = {
  "festive-gold": { gradient: "bg-gradient-to-r from-yellow-300 via-amber-400 to-orange-400", text: "text-slate-950" },
  "christmas-spirit": { gradient: "bg-gradient-to-r from-red-700 via-red-600 to-green-700", text: "text-white" },
  "new-year-glow": { gradient: "bg-gradient-to-r from-indigo-700 via-purple-700 to-pink-700", text: "text-white" },
  "diwali-lights": { gradient: "bg-gradient-to-r from-amber-300 via-orange-400 to-rose-400", text: "text-slate-950" },
  "summer-breeze": { gradient: "bg-gradient-to-r from-cyan-300 via-sky-300 to-teal-300", text: "text-slate-950" },
  "spring-bloom": { gradient: "bg-gradient-to-r from-pink-300 via-rose-200 to-lime-300", text: "text-slate-950" },
  "sunset-magic": { gradient: "bg-gradient-to-r from-orange-700 via-red-700 to-pink-800", text: "text-white" },
  "royal-purple": { gradient: "bg-gradient-to-r from-purple-800 via-violet-700 to-indigo-800", text: "text-white" },
};

/** The server's eight keys and labels (common/enums), each with its look. */
export const FESTIVE_THEMES = FESTIVE_BADGE_THEMES.map((theme) => ({ ...theme, ...LOOKS[theme.key] }));

// The theme list is a fixed, non-empty constant.
export const DEFAULT_FESTIVE_THEME: FestiveTheme = FESTIVE_THEMES[0]!;

/** An unknown or stale key falls back to the first theme rather than an unstyled badge. */
export function festiveTheme(key: string | null | undefined): FestiveTheme {
  return FESTIVE_THEMES.find((theme) => theme.key === key) ?? DEFAULT_FESTIVE_THEME;
}
