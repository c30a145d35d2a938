import { useMutation, useQuery } from "@apollo/client/react";
import { Link2 } from "lucide-react";
import { useState } from "react";
import { formatGymDateTime } from "../../../../../common/publication";
import { PublicationPanel } from "../../../components/admin/publication-panel";
import { evictQueryFields, toastError, toastSuccess } from "../../../components/admin/mutations";
import { buttonClass } from "../../../components/ui/button-styles";
import {
  AdminPlansDocument,
  PlansPreviewLinkDocument,
  PublishPlanDocument,
  SchedulePlanDocument,
  UnpublishPlanDocument,
} from "../../../graphql/generated";

// Plans are ordered by price and filtered by state on the server, so the list is read again.
const afterChange = {
  refetchQueries: [AdminPlansDocument],
  update: (cache: Parameters<typeof evictQueryFields>[0]) => evictQueryFields(cache, "dashboard", "auditLog"),
};

/** The publishing controls of a saved plan, following its state in the panel's list. */
export function PlanPublication({ id }: { id: string }) {
  const { data } = useQuery(AdminPlansDocument, { fetchPolicy: "cache-only" });
  const plan = data?.plans.find((candidate) => candidate.id === id);
  const [publish] = useMutation(PublishPlanDocument, afterChange);
  const [schedule] = useMutation(SchedulePlanDocument, afterChange);
  const [unpublish] = useMutation(UnpublishPlanDocument, afterChange);
  const [previewLink] = useMutation(PlansPreviewLinkDocument);
  if (!plan) return null;
  return (
    <PublicationPanel
      noun="plan"
      state={plan.state}
      publishAt={plan.publishAt}
      actions={{
        publish: () => publish({ variables: { id } }),
        schedule: (publishAt) => schedule({ variables: { id, input: { publishAt } } }),
        unpublish: () => unpublish({ variables: { id } }),
        previewLink: async () => {
          const { data: made } = await previewLink();
          if (!made) throw new Error("No preview link");
          return made.plansPreviewLink;
        },
      }}
    />
  );
}

/** The page header's button: a link to the subscription page with the draft and scheduled plans, copied. */
export function PlansPreviewButton() {
  const [previewLink, { loading }] = useMutation(PlansPreviewLinkDocument);
  const [made, setMade] = useState<{ url: string; expiresAt: string }>();
  const copy = async () => {
    try {
      const { data } = await previewLink();
      if (!data) throw new Error("No preview link");
      setMade(data.plansPreviewLink);
      await navigator.clipboard?.writeText(data.plansPreviewLink.url).catch(() => undefined);
      toastSuccess(`Preview link copied; it works until ${formatGymDateTime(data.plansPreviewLink.expiresAt)} IST`);
    } catch {
      toastError("Failed to make a preview link");
    }
  };
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <button type="button" disabled={loading} onClick={() => void copy()} className={buttonClass("outlineDark")}>
        <Link2 aria-hidden className="size-4" />
        Copy preview link
      </button>
      {made && (
        <a href={made.url} target="_blank" rel="noreferrer" className="text-xs font-medium text-orange-800 underline">
          Open preview (until {formatGymDateTime(made.expiresAt)} IST)
        </a>
      )}
    </span>
  );
}
