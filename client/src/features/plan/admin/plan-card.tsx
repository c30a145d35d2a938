import { Check, Link2, Pencil, Trash2 } from "lucide-react";
import { buttonClass } from "../../../components/ui/button-styles";
import type { AdminPlanFragment } from "../../../graphql/generated";

interface PlanCardProps {
  plan: AdminPlanFragment;
  onEdit: () => void;
  onDelete: () => void;
}

export function PlanCard({ plan, onEdit, onDelete }: PlanCardProps) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-bold text-slate-900">{plan.name}</h2>
          <p className="mt-1 text-2xl font-extrabold text-orange-700">
            {plan.price}
            <span className="ml-1 text-sm font-medium text-slate-500">/ {plan.duration}</span>
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <button type="button" onClick={onEdit} aria-label={`Edit ${plan.name}`} className={buttonClass("outlineDark", "icon")}>
            <Pencil aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${plan.name}`}
            className={`${buttonClass("ghostDark", "icon")} text-red-700 hover:text-red-800`}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-700">
        {plan.features.map((feature, index) => (
          <li key={index} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-600" />
            <span className="min-w-0 break-words">{feature}</span>
          </li>
        ))}
        {plan.features.length === 0 && <li className="text-slate-500">No features listed</li>}
      </ul>
      <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <Link2 aria-hidden className="size-3.5 shrink-0" />
        {plan.buttonLink ? (
          <span className="min-w-0 truncate">{plan.buttonLink}</span>
        ) : (
          <span className="min-w-0">Default: WhatsApp message with the current price and number</span>
        )}
      </p>
    </article>
  );
}
