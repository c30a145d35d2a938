import { useMutation, useQuery } from "@apollo/client/react";
import { CalendarDays, CalendarRange, Plus, Tags } from "lucide-react";
import { useCallback, useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
import { AdminPlansDocument, DeletePlanDocument, type PlanOfferFragment } from "../../../graphql/generated";
import { FestiveBadgeCard } from "./festive-badge/festive-badge-card";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { evictQueryFields, toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { StatCard, StatGrid } from "../../../components/admin/stat-card";
import { useNewParam } from "../../../components/admin/use-new-param";
import { useReopenDraftDialog } from "../../../components/admin/use-reopen-draft-dialog";
import { AdminPlanCard } from "./plan-card";
import { PLAN_DRAFT_PREFIX, PlanDialog } from "./plan-dialog";
import { planStats } from "./plan-stats";

/** /admin/subscriptions: plan stats, the festive badge settings and the plans. */
export function PlansPage() {
  const { data, error, refetch } = useQuery(AdminPlansDocument);
  const [remove] = useMutation(DeletePlanDocument);
  const [editing, setEditing] = useState<{ plan?: PlanOfferFragment }>();
  const [deleting, setDeleting] = useState<PlanOfferFragment>();
  const openCreate = useCallback(() => setEditing({}), []);
  useNewParam(openCreate);
  const openEdit = useCallback((plan?: PlanOfferFragment) => setEditing({ plan }), []);
  useReopenDraftDialog(PLAN_DRAFT_PREFIX, data?.plans, openEdit);

  const removeRecord = (record: NonNullable<typeof deleting>) =>
    remove({
      variables: { id: record.id },
      update(cache) {
        cache.evict({ id: cache.identify(record) });
        evictQueryFields(cache, "dashboard", "auditLog");
      },
    });

  const plans = data?.plans;
  const stats = planStats(plans ?? []);

  return (
    <>
      <AdminPageHeader
        title="Subscriptions"
        description="Membership plans shown on the home and subscription pages."
        actions={
          <button type="button" onClick={openCreate} className={buttonClass("primary")}>
            <Plus aria-hidden className="size-4" />
            Add New Plan
          </button>
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
          <div className="mb-6">
            <FestiveBadgeCard />
          </div>
          {plans.length === 0 ? (
            <EmptyState icon={Tags} title="No subscription plans yet">
              <p className="text-slate-600">Click Add New Plan to create the first one.</p>
            </EmptyState>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {plans.map((plan) => (
                <AdminPlanCard key={plan.id} plan={plan} onEdit={() => setEditing({ plan })} onDelete={() => setDeleting(plan)} />
              ))}
            </div>
          )}
        </>
      )}
      {editing && <PlanDialog plan={editing.plan} whatsapp={data?.contactInfo.whatsapp} onClose={() => setEditing(undefined)} />}
      <ConfirmDelete
        item={deleting}
        title="Delete subscription"
        message={(plan) => (
          <>Are you sure you want to delete this subscription?{plan && <strong className="mt-2 block">{plan.name}</strong>}</>
        )}
        remove={removeRecord}
        onDeleted={() => toastSuccess("Subscription deleted successfully")}
        onFailed={() => toastError("Failed to delete subscription")}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
