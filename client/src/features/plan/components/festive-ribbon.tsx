import { Sparkles } from "lucide-react";
import { festiveTheme } from "../../../lib/festive-themes";

export interface FestiveBadgeSettings {
  enabled: boolean;
  text: string;
  color: string;
}

/** The admin's festive badge, shown on every plan card while it is enabled. */
export function FestiveRibbon({ badge }: { badge?: FestiveBadgeSettings }) {
  if (!badge?.enabled || !badge.text.trim()) return null;
  const theme = festiveTheme(badge.color);
  return (
    <p
      className={`inline-flex max-w-full items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide shadow-sm ${theme.gradient} ${theme.text}`}
    >
      <Sparkles aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">{badge.text}</span>
    </p>
  );
}
