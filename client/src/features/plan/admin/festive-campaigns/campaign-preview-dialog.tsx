import { useQuery } from "@apollo/client/react";
import { PAGE_SIZES } from "../../../../../../common/validation/limits";
import { QueryFallback } from "../../../../components/admin/page-states";
import { Dialog } from "../../../../components/ui/dialog";
import { FestivePreviewPlansDocument } from "../../../../graphql/generated";
import type { FestiveBadgeSettings } from "../../components/festive-ribbon";
import { OfferPlanList } from "../../components/offer-plan-card";

interface CampaignPreviewDialogProps {
  badge: Omit<FestiveBadgeSettings, "enabled">;
  /** The window in words, shown above the page. */
  window: string;
  onClose: () => void;
}

/** The subscription page's plan cards exactly as visitors will see them while the campaign runs. */
export function CampaignPreviewDialog({ badge, window, onClose }: CampaignPreviewDialogProps) {
  const { data, error, refetch } = useQuery(FestivePreviewPlansDocument, { variables: { planLimit: PAGE_SIZES.plans.max } });
  return (
    <Dialog
      open
      wide
      title={`Preview: ${badge.text}`}
      description={`The subscription page while the campaign runs: ${window} (gym time).`}
      onClose={onClose}
    >
      <div className="rounded-xl bg-slate-100 p-4 sm:p-6" data-testid="campaign-preview">
        <p className="text-sm font-semibold uppercase tracking-wider text-orange-700">Memberships</p>
        <h3 className="mb-6 text-2xl font-extrabold text-slate-900">Membership Plans</h3>
        {!data ? (
          <QueryFallback error={error} refetch={refetch} label="Loading plans..." />
        ) : data.plans.length === 0 ? (
          <p className="text-slate-600">No plans yet: add a plan to see the badge on its card.</p>
        ) : (
          <OfferPlanList plans={data.plans} whatsapp={data.contactInfo.whatsapp} festiveBadge={{ ...badge, enabled: true }} />
        )}
      </div>
    </Dialog>
  );
}
