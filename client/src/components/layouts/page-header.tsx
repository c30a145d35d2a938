import type { ReactNode } from "react";

interface PageHeaderProps {
  /** Small line above the title, e.g. the section name. */
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  titleId?: string;
}

/** The dark title band at the top of the public content pages. */
export function PageHeader({ eyebrow, title, subtitle, titleId }: PageHeaderProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-2xl bg-slate-950 px-6 py-12 text-center sm:px-12 sm:py-16">
        <div aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_top_right,rgba(249,115,22,0.25),transparent_55%)]" />
        <div className="relative mx-auto max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.25em] text-orange-400">{eyebrow}</p>}
          <h1 id={titleId} className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-5xl">
            {title}
          </h1>
          {subtitle && <p className="mt-4 text-lg leading-relaxed text-slate-300">{subtitle}</p>}
        </div>
      </div>
    </div>
  );
}
