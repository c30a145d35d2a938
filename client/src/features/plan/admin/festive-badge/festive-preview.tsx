import { Sparkles } from "lucide-react";
import { festiveTheme } from "../../../../lib/festive-themes";

/** The badge as it appears on a plan card, on a sample card. */
export function FestivePreview({ text, color }: { text: string; color: string }) {
  const theme = festiveTheme(color);
  return (
    <figure className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <figcaption className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-500">Preview</figcaption>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <p
          data-testid="festive-preview-badge"
          className={`inline-flex max-w-full items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide shadow-sm ${theme.gradient} ${theme.text}`}
        >
          <Sparkles aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">{text.trim() || "Your badge text"}</span>
        </p>
        <p className="mt-3 font-bold text-slate-900">MONTHLY</p>
        <p className="text-sm text-slate-600">₹1,500 / 1 Month</p>
      </div>
    </figure>
  );
}
