import { Server } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { Pill } from "../../../components/ui/pill";
import type { AdminDashboardQuery } from "../../../graphql/generated";
import { databaseLabel, formatUptime } from "./dashboard-format";

type System = AdminDashboardQuery["dashboard"]["system"];

/** The running server as it reports itself: status, version, database and uptime. */
export function SystemInfo({ system }: { system: System }) {
  const rows = [
    { label: "Status", value: <Pill tone={system.status === "Online" ? "green" : "amber"}>{system.status}</Pill> },
    { label: "Version", value: `v${system.version}` },
    { label: "Database", value: databaseLabel(system.databaseKind) },
    { label: "Uptime", value: formatUptime(system.uptimeSeconds) },
    { label: "Node.js", value: system.nodeVersion },
  ];
  return (
    <Card title="System Information" icon={Server}>
      <dl className="divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 py-2.5 text-sm first:pt-0 last:pb-0">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
