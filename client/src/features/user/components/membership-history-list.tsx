import { ArrowRight } from "lucide-react";
import type { MembershipChangeLineFragment } from "../../../graphql/generated";
import { fieldLabel, valueText, whenText, whoText } from "./membership-change-text";

/** Membership changes, newest first: what changed from what to what, when at the gym, who and why. */
export function MembershipHistoryList({ changes }: { changes: readonly MembershipChangeLineFragment[] }) {
  if (changes.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">No changes recorded yet.</p>;
  }
  return (
    <ol className="divide-y divide-slate-100">
      {changes.map((change) => (
        <li key={change.id} className="py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-semibold text-slate-900">{fieldLabel(change.field)}</span>
            <time dateTime={change.createdAt} className="text-sm text-slate-600">
              {whenText(change.createdAt)}
            </time>
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-slate-800">
            <span>{valueText(change.field, change.oldValue)}</span>
            <ArrowRight aria-label="to" className="size-4 shrink-0 text-slate-500" />
            <span className="font-medium">{valueText(change.field, change.newValue)}</span>
          </p>
          <p className="mt-1 text-sm break-words text-slate-600">
            <span className="font-medium text-slate-700">{whoText(change)}</span>
            {change.reason && <span> — {change.reason}</span>}
          </p>
        </li>
      ))}
    </ol>
  );
}
