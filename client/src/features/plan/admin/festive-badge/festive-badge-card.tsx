import { useMutation, useQuery } from "@apollo/client/react";
import type { FormikHelpers } from "formik";
import { PartyPopper, Sparkles } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button-styles";
import { Card } from "../../../../components/ui/card";
import { AdminFestiveBadgeDocument, UpdateFestiveBadgeDocument } from "../../../../graphql/generated";
import { evictQueryFields, saveWithToasts, toastError, toastSuccess } from "../../../../components/admin/mutations";
import { QueryFallback } from "../../../../components/admin/page-states";
import type { FestiveBadgeValues } from "./festive-badge-schema";
import { FestiveBadgeForm } from "./festive-badge-form";
import { FestiveSwitch } from "./festive-switch";

const SUCCESS = "Festive badge updated successfully";
const FAILURE = "Failed to update festive badge";

/**
 * The festive badge on every plan card. The switch turns it on or off at once (keeping the saved
 * text and theme); text and theme are saved with Save Badge.
 */
export function FestiveBadgeCard() {
  const { data, error, refetch } = useQuery(AdminFestiveBadgeDocument);
  const [update, { loading }] = useMutation(UpdateFestiveBadgeDocument, {
    update: (cache) => evictQueryFields(cache, "dashboard", "auditLog"),
  });
  const badge = data?.siteSettings.manualFestiveBadge;

  const setEnabled = async (enabled: boolean) => {
    if (!badge) return;
    try {
      await update({ variables: { input: { enabled, text: badge.text, color: badge.color } } });
      toastSuccess(SUCCESS);
    } catch {
      toastError(FAILURE);
    }
  };

  const save = async (values: FestiveBadgeValues, helpers: FormikHelpers<FestiveBadgeValues>) => {
    const input = { enabled: true, text: values.text.trim(), color: values.color };
    await saveWithToasts(helpers, ["text", "color"], () => update({ variables: { input } }), { success: SUCCESS, failure: FAILURE });
  };

  return (
    <Card
      title="Festive Badge"
      icon={PartyPopper}
      description="A ribbon on every plan card for festivals and offers."
      actions={badge && <FestiveSwitch enabled={badge.enabled} busy={loading} onChange={(next) => void setEnabled(next)} />}
    >
      {!badge ? (
        <QueryFallback error={error} refetch={refetch} label="Loading festive badge..." />
      ) : badge.enabled ? (
        <FestiveBadgeForm saved={{ text: badge.text, color: badge.color }} onSave={save} />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center">
          <Sparkles aria-hidden className="size-8 text-orange-600" />
          <p className="font-semibold text-slate-900">Festive badges are turned off</p>
          <p className="text-sm text-slate-600">Plan cards show no badge. Turn it on to celebrate a festival or promote an offer.</p>
          <button type="button" disabled={loading} onClick={() => void setEnabled(true)} className={buttonClass("primary")}>
            Enable Festive Badges
          </button>
        </div>
      )}
    </Card>
  );
}
