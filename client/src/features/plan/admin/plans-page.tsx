import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { CalendarDays, CalendarRange, Tags } from "lucide-react";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
import { AdminPlansDocument, DeletePlanDocument } from "../../../graphql/generated";
import { FestiveBadgeCard } from "./festive-badge/festive-badge-card";
import { CampaignsCard } from "./festive-campaigns/campaigns-card";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { AddRecordButton, CardGrid } from "../../../components/admin/card-grid";
import { toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { StatCard, StatGrid } from "../../../components/admin/stat-card";
import { useDeleteRecord } from "../../../components/admin/use-delete-record";
import { useRecordDialogs } from "../../../components/admin/use-record-dialogs";
import { PublicationFilter, publicationCounts, type PublicationFilterValue } from "../../../components/admin/publication-filter";
import { AdminPlanCard } from "./plan-card";
import { PlansPreviewButton } from "./plan-publication";
import { PLAN_DRAFT_PREFIX, PlanDialog } from "./plan-dialog";
import { planStats } from "./plan-stats";

/** /admin/subscriptions: plan stats, the festive badge settings and the plans. */
export function PlansPage() {
  const { data, error, refetch } = useQuery(AdminPlansDocument);
  const removeRecord = useDeleteRecord(DeletePlanDocument);
  const plans = data?.plans;
  const dialogs = useRecordDialogs(PLAN_DRAFT_PREFIX, plans);
  const stats = planStats(plans ?? []);
  const [filter, setFilter] = useState<PublicationFilterValue>("all");
  const shown = plans?.filter((plan) => filter === "all" || plan.state === filter);

  return (
    <>
      <AdminPageHeader
        title="Subscriptions"
        description="Membership plans shown on the home and subscription pages."
        actions={
          <div className="flex flex-wrap items-start gap-2">
            <PlansPreviewButton />
            <AddRecordButton onClick={dialogs.openCreate}>Add New Plan</AddRecordButton>
          </div>
        }
      />
      {!plans ? (
        <QueryFallback error={error} refetch={refetch} label="Loading plans..." />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Total Plans" value={stats.total} icon={Tags} tone="orange" />
            <StatCard label="Monthly Plans" value={stats.monthly} icon={CalendarDays} tone="blue" />
            <StatCard label="Annual Plans" value={stats.annual} icon={CalendarRange} tone="green" />
          </StatGrid>
          <div className="mb-6 space-y-6">
            <FestiveBadgeCard />
            <CampaignsCard />
          </div>
          <PublicationFilter value={filter} onChange={setFilter} counts={publicationCounts(plans)} />
          <CardGrid
            items={shown ?? []}
            empty={
              plans.length > 0 ? (
                <p className="text-slate-600">No plans in this state.</p>
              ) : (
                <EmptyState icon={Tags} title="No subscription plans yet">
                  <p className="text-slate-600">Click Add New Plan to create the first one.</p>
                </EmptyState>
              )
            }
          >
            {(plan) => (
              <AdminPlanCard key={plan.id} plan={plan} onEdit={() => dialogs.openEdit(plan)} onDelete={() => dialogs.askDelete(plan)} />
            )}
          </CardGrid>
        </>
      )}
      {dialogs.editing && <PlanDialog plan={dialogs.editing.record} whatsapp={data?.contactInfo.whatsapp} onClose={dialogs.closeEditor} />}
      <ConfirmDelete
        item={dialogs.deleting}
        title="Delete subscription"
        message={(plan) => (
          <>Are you sure you want to delete this subscription?{plan && <strong className="mt-2 block">{plan.name}</strong>}</>
        )}
        remove={removeRecord}
        onDeleted={() => toastSuccess("Subscription deleted successfully")}
        onFailed={() => toastError("Failed to delete subscription")}
        onClose={dialogs.closeDelete}
      />
    </>
  );
}
