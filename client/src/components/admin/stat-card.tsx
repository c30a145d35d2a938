import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";

const tones = {
  orange: "bg-orange-100 text-orange-700",
  blue: "bg-blue-100 text-blue-700",
  green: "bg-green-100 text-green-700",
  purple: "bg-purple-100 text-purple-700",
} as const;

interface StatCardProps {
  label: string;
  value: number | string;
  icon: LucideIcon;
  hint?: string;
  tone?: keyof typeof tones;
  /** Makes the whole card a link (e.g. to a list already filtered to what it counts). */
  to?: string;
}

/** One figure with its label; the group is named by the label so it reads as one unit. */
export function StatCard({ label, value, icon: Icon, hint, tone = "orange", to }: StatCardProps) {
  const frame = "flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";
  const content = (
    <>
      <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tones[tone]}`}>
        <Icon aria-hidden className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </>
  );
  return to ? (
    <Link to={to} className={`${frame} transition-colors hover:border-orange-400 focus-visible:outline-2 focus-visible:outline-orange-500`}>
      {content}
    </Link>
  ) : (
    <div role="group" aria-label={label} className={frame}>
      {content}
    </div>
  );
}

export function StatGrid({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={`mb-6 grid gap-4 sm:grid-cols-2 ${wide ? "xl:grid-cols-4" : "lg:grid-cols-3"}`}>{children}</div>;
}
