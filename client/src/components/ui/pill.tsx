import type { ReactNode } from "react";

const tones = {
  green: "bg-green-100 text-green-800 ring-green-600/20",
  red: "bg-red-100 text-red-800 ring-red-600/20",
  orange: "bg-orange-100 text-orange-800 ring-orange-600/20",
  amber: "bg-amber-100 text-amber-900 ring-amber-600/20",
  blue: "bg-blue-100 text-blue-800 ring-blue-600/20",
  purple: "bg-purple-100 text-purple-800 ring-purple-600/20",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20",
} as const;

export type PillTone = keyof typeof tones;

/** A small status label; colour is never the only signal, the text says it too. */
export function Pill({ tone = "slate", children }: { tone?: PillTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
