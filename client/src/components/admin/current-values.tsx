import { Database } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../ui/card";

export interface CurrentValue {
  label: string;
  value: ReactNode;
}

/** What is saved on the server right now, to compare with the form. */
export function CurrentValues({ items }: { items: readonly CurrentValue[] }) {
  return (
    <Card title="Current values" icon={Database} description="As visitors see them now.">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{item.label}</dt>
            <dd className="mt-1 whitespace-pre-line break-words text-sm text-slate-900">{item.value || "Not set"}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
