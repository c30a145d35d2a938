/** Shared class lists so links and buttons that act alike look alike. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60";

const variants = {
  // Dark text on orange keeps WCAG AA contrast; white on orange-500 would not.
  primary: "bg-orange-500 text-slate-950 hover:bg-orange-400 focus-visible:outline-orange-400",
  dark: "bg-slate-900 text-white hover:bg-slate-800 focus-visible:outline-slate-900",
  danger: "bg-red-700 text-white hover:bg-red-600 focus-visible:outline-red-700",
  outlineLight: "border border-white/70 text-white hover:bg-white hover:text-slate-950 focus-visible:outline-white",
  outlineDark: "border border-slate-300 text-slate-900 hover:bg-slate-100 focus-visible:outline-slate-900",
  ghostLight: "text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-white",
  ghostDark: "text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-slate-900",
} as const;

const sizes = {
  icon: "p-2 text-sm",
  sm: "px-3 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  lg: "px-6 py-3 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", size: keyof typeof sizes = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}

/** Inline text links on light backgrounds. */
export const textLinkClass =
  "font-semibold text-orange-700 underline-offset-4 hover:text-orange-800 hover:underline focus-visible:outline-2 focus-visible:outline-orange-500";
