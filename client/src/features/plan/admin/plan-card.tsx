import { Link2 } from "lucide-react";
import { EditDeleteButtons } from "../../../components/admin/edit-delete-buttons";
import { HistoryButton } from "../../../components/version-history/history-button";
import { ContentKind, type AdminPlanFragment } from "../../../graphql/generated";
import { PublicationBadge } from "../../../components/admin/publication-badge";
import { PlanCard } from "../components/plan-card";

interface AdminPlanCardProps {
  plan: AdminPlanFragment;
  onEdit: () => void;
  onDelete: () => void;
}

/** The plans editor's card: the public card's content plus edit and delete, and where "Choose" leads. */
export function AdminPlanCard({ plan, onEdit, onDelete }: AdminPlanCardProps) {
  const actions = (
    <div className="flex shrink-0 gap-1">
      <HistoryButton compact kind={ContentKind.Plan} itemId={plan.id} name={plan.name} />
      <EditDeleteButtons name={plan.name} onEdit={onEdit} onDelete={onDelete} className="flex gap-1" />
    </div>
  );
  const link = (
    <>
      <p className="mt-4 border-t border-slate-100 pt-3">
        <PublicationBadge state={plan.state} publishAt={plan.publishAt} />
      </p>
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-500">
        <Link2 aria-hidden className="size-3.5 shrink-0" />
        {plan.buttonLink ? (
          <span className="min-w-0 truncate">{plan.buttonLink}</span>
        ) : (
          <span className="min-w-0">Default: WhatsApp message with the current price and number</span>
        )}
      </p>
    </>
  );
  return <PlanCard plan={plan} variant="admin" actions={actions} footer={link} />;
}
