import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorMessage, LoadingMessage } from "../ui/status";

interface QueryFallbackProps {
  error: unknown;
  refetch: () => Promise<unknown>;
  label?: string;
}

/** What a page shows before its data is there: loading, or the failure with Try again. */
export function QueryFallback({ error, refetch, label }: QueryFallbackProps) {
  if (!error) return <LoadingMessage label={label} />;
  // refetch rejects when it fails again; the query's error state already shows that.
  return <ErrorMessage message="Failed to load data from database" onRetry={() => void refetch().catch(() => undefined)} />;
}

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}

/** A list with nothing in it yet, and what to do about that. */
export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Icon aria-hidden className="size-10 text-slate-400" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}
