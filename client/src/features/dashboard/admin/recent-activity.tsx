import { History } from "lucide-react";
import { Card } from "../../../components/ui/card";
import type { AdminDashboardQuery } from "../../../graphql/generated";
import { formatDateTime } from "../../../../../common/gym-time";
import { activityLabel } from "./dashboard-format";

type AuditEntry = AdminDashboardQuery["dashboard"]["recentActivity"][number];

/** The latest admin actions from the audit log: who, what and when. */
export function RecentActivity({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Card title="Recent Activity" icon={History} description="The latest changes made in this panel.">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">No admin activity yet. Changes you make will be listed here.</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-orange-500" />
              <div className="min-w-0 flex-1">
                <p className="text-sm text-slate-900">
                  <span className="font-semibold">{entry.actorName}</span> {activityLabel(entry.action, entry.entityType).toLowerCase()}
                </p>
                <p className="break-words text-sm text-slate-600">{entry.summary}</p>
                <p className="mt-0.5 text-xs text-slate-500">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
