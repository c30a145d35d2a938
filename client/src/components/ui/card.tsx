import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";

interface CardProps {
  title: string;
  icon?: LucideIcon;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled white panel; the title labels the section for assistive technology. */
export function Card({ title, icon: Icon, actions, description, className = "", children }: CardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {Icon && (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-orange-100 text-orange-700">
              <Icon aria-hidden className="size-5" />
            </span>
          )}
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {description && <p className="text-sm text-slate-600">{description}</p>}
          </div>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Label/value rows inside a profile card. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-slate-100">{children}</dl>;
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-right text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}
