import { Link2 } from "lucide-react";
import { EditDeleteButtons } from "../../../components/admin/edit-delete-buttons";
import type { PlanOfferFragment } from "../../../graphql/generated";
import { PlanCard } from "../components/plan-card";

interface AdminPlanCardProps {
  plan: PlanOfferFragment;
  onEdit: () => void;
  onDelete: () => void;
}

/** The plans editor's card: the public card's content plus edit and delete, and where "Choose" leads. */
export function AdminPlanCard({ plan, onEdit, onDelete }: AdminPlanCardProps) {
  const actions = <EditDeleteButtons name={plan.name} onEdit={onEdit} onDelete={onDelete} className="flex shrink-0 gap-1" />;
  const link = (
    <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
      <Link2 aria-hidden className="size-3.5 shrink-0" />
      {plan.buttonLink ? (
        <span className="min-w-0 truncate">{plan.buttonLink}</span>
      ) : (
        <span className="min-w-0">Default: WhatsApp message with the current price and number</span>
      )}
    </p>
  );
  return <PlanCard plan={plan} variant="admin" actions={actions} footer={link} />;
}
