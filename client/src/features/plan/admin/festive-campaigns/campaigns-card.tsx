import { useMutation, useQuery } from "@apollo/client/react";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { campaignStatus, formatCampaignWindow, type CampaignStatus } from "../../../../../../common/validation";
import { evictQueryFields, toastError, toastSuccess } from "../../../../components/admin/mutations";
import { QueryFallback } from "../../../../components/admin/page-states";
import { buttonClass } from "../../../../components/ui/button-styles";
import { Card } from "../../../../components/ui/card";
import { ConfirmDelete } from "../../../../components/ui/confirm-delete";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import {
  AdminFestiveCampaignsDocument,
  DeleteFestiveCampaignDocument,
  EndFestiveCampaignDocument,
  type AdminFestiveCampaignFragment,
} from "../../../../graphql/generated";
import { CampaignDialog } from "./campaign-dialog";
import { CampaignList } from "./campaign-list";
import { CampaignPreviewDialog } from "./campaign-preview-dialog";

type Campaign = AdminFestiveCampaignFragment;
const ORDER: CampaignStatus[] = ["running", "upcoming", "ended"];
const afterChange = {
  refetchQueries: [AdminFestiveCampaignsDocument],
  update: (cache: Parameters<typeof evictQueryFields>[0]) => evictQueryFields(cache, "dashboard", "auditLog"),
};

/** Scheduled festive campaigns: running, upcoming and ended, each with a preview of the subscription page. */
export function CampaignsCard() {
  const { data, error, refetch } = useQuery(AdminFestiveCampaignsDocument);
  const [remove] = useMutation(DeleteFestiveCampaignDocument, afterChange);
  const [end] = useMutation(EndFestiveCampaignDocument, afterChange);
  const [editing, setEditing] = useState<{ campaign?: Campaign } | null>(null);
  const [previewing, setPreviewing] = useState<Campaign | null>(null);
  const [deleting, setDeleting] = useState<Campaign | undefined>();
  const [ending, setEnding] = useState<Campaign | null>(null);
  const campaigns = data?.festiveCampaigns;
  const now = new Date();
  const groups = ORDER.map((status) => ({
    status,
    // Running and upcoming soonest first; ended most recent first.
    campaigns: (campaigns ?? [])
      .filter((c) => campaignStatus(c, now) === status)
      .sort((a, b) => (status === "ended" ? -1 : 1) * (Date.parse(a.startsAt) - Date.parse(b.startsAt))),
  }));

  const endNow = async () => {
    if (!ending) return;
    try {
      await end({ variables: { id: ending.id } });
      toastSuccess("Campaign ended");
    } catch {
      toastError("Failed to end campaign");
    }
  };

  return (
    <Card
      title="Festive Campaigns"
      icon={CalendarClock}
      description="Schedule badges for festival dates in advance. While a campaign is running its badge replaces the festive badge above; at other times the badge above applies (if enabled)."
      actions={
        <button type="button" onClick={() => setEditing({})} className={buttonClass("primary", "md")}>
          Schedule Campaign
        </button>
      }
    >
      {!campaigns ? (
        <QueryFallback error={error} refetch={refetch} label="Loading campaigns..." />
      ) : (
        <CampaignList
          groups={groups}
          onPreview={setPreviewing}
          onEdit={(campaign) => setEditing({ campaign })}
          onEnd={setEnding}
          onDelete={setDeleting}
        />
      )}
      {editing && <CampaignDialog campaign={editing.campaign} campaigns={campaigns ?? []} onClose={() => setEditing(null)} />}
      {previewing && (
        <CampaignPreviewDialog badge={previewing} window={formatCampaignWindow(previewing)} onClose={() => setPreviewing(null)} />
      )}
      <ConfirmDialog
        open={!!ending}
        title="End campaign now"
        message={<>The badge disappears from the site at once. End &quot;{ending?.text}&quot; now?</>}
        confirmLabel="End Now"
        busyLabel="Ending..."
        onConfirm={endNow}
        onClose={() => setEnding(null)}
      />
      <ConfirmDelete
        item={deleting}
        title="Delete campaign"
        message={(c) => <>Are you sure you want to delete this campaign?{c && <strong className="mt-2 block">{c.text}</strong>}</>}
        remove={(c) => remove({ variables: { id: c.id } })}
        onDeleted={() => toastSuccess("Campaign deleted successfully")}
        onFailed={() => toastError("Failed to delete campaign")}
        onClose={() => setDeleting(undefined)}
      />
    </Card>
  );
}
