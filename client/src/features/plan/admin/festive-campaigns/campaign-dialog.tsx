import { useMutation } from "@apollo/client/react";
import { Eye } from "lucide-react";
import { useState } from "react";
import { Form, Formik, type FormikHelpers } from "formik";
import {
  CONTENT_LIMITS as L,
  campaignScheduleErrors,
  campaignWindow,
  festiveCampaignSchema,
  formatCampaignWindow,
} from "../../../../../../common/validation";
import { evictQueryFields, saveWithToasts } from "../../../../components/admin/mutations";
import { DialogFormActions } from "../../../../components/form/dialog-form-actions";
import { FieldFrame } from "../../../../components/form/field-frame";
import { DateField, TextField } from "../../../../components/form/text-field";
import { buttonClass } from "../../../../components/ui/button-styles";
import { Dialog } from "../../../../components/ui/dialog";
import {
  AdminFestiveCampaignsDocument,
  CreateFestiveCampaignDocument,
  UpdateFestiveCampaignDocument,
  type AdminFestiveCampaignFragment,
} from "../../../../graphql/generated";
import { FestivePreview } from "../festive-badge/festive-preview";
import { ThemePicker } from "../festive-badge/theme-picker";
import { CampaignPreviewDialog } from "./campaign-preview-dialog";
import { CAMPAIGN_FIELDS, campaignInput, campaignValues, type CampaignValues } from "./campaign-values";

interface CampaignDialogProps {
  campaign?: AdminFestiveCampaignFragment;
  /** Every campaign, so an overlap is shown before the server is asked. */
  campaigns: readonly AdminFestiveCampaignFragment[];
  onClose: () => void;
}

const afterSave = {
  refetchQueries: [AdminFestiveCampaignsDocument],
  update: (cache: Parameters<typeof evictQueryFields>[0]) => evictQueryFields(cache, "dashboard", "auditLog"),
};

function TimeField({ name, label, hint }: { name: string; label: string; hint: string }) {
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(control, className) => <input {...control} type="time" className={className} />}
    </FieldFrame>
  );
}

const windowText = (values: CampaignValues) => {
  const window = campaignWindow(values);
  return window ? formatCampaignWindow(window) : "dates not chosen yet";
};

/** Schedule Campaign / Edit Campaign: the badge, its theme and its window in gym time. */
export function CampaignDialog({ campaign, campaigns, onClose }: CampaignDialogProps) {
  const [create] = useMutation(CreateFestiveCampaignDocument, afterSave);
  const [update] = useMutation(UpdateFestiveCampaignDocument, afterSave);
  const [previewing, setPreviewing] = useState(false);

  const validate = (values: CampaignValues) => {
    const window = campaignWindow(values);
    return (window && campaignScheduleErrors(window, campaigns, { exceptId: campaign?.id })) ?? {};
  };

  const onSubmit = async (values: CampaignValues, helpers: FormikHelpers<CampaignValues>) => {
    const input = campaignInput(values);
    const saved = await saveWithToasts(
      helpers,
      CAMPAIGN_FIELDS,
      () => (campaign ? update({ variables: { id: campaign.id, input } }) : create({ variables: { input } })),
      campaign
        ? { success: "Campaign updated successfully", failure: "Failed to update campaign" }
        : { success: "Campaign scheduled successfully", failure: "Failed to schedule campaign" },
    );
    if (saved) onClose();
  };

  return (
    <Dialog
      open
      title={campaign ? "Edit Campaign" : "Schedule Campaign"}
      description="Dates and times are the gym's (India Standard Time)."
      onClose={onClose}
    >
      <Formik<CampaignValues>
        initialValues={campaignValues(campaign)}
        validationSchema={festiveCampaignSchema}
        validate={validate}
        onSubmit={onSubmit}
      >
        {({ values }) => (
          <Form noValidate className="space-y-4">
            <TextField
              name="text"
              label="Badge text"
              placeholder="e.g. Diwali Lights"
              maxLength={L.festiveTextMax}
              hint={`${values.text.length}/${L.festiveTextMax}`}
            />
            <ThemePicker />
            <div className="grid gap-4 sm:grid-cols-2">
              <DateField name="startDate" label="Start date" />
              <TimeField name="startTime" label="Start time" hint="Optional; empty starts at 00:00" />
              <DateField name="endDate" label="End date" />
              <TimeField name="endTime" label="End time" hint="Optional; empty runs to the end of the day" />
            </div>
            <FestivePreview text={values.text} color={values.color} />
            <button type="button" onClick={() => setPreviewing(true)} className={`${buttonClass("outlineDark", "sm")} w-full`}>
              <Eye aria-hidden className="size-4" />
              Preview Subscription Page
            </button>
            {previewing && (
              <CampaignPreviewDialog
                badge={{ text: values.text.trim() || "Your badge text", color: values.color }}
                window={windowText(values)}
                onClose={() => setPreviewing(false)}
              />
            )}
            <DialogFormActions label={campaign ? "Update Campaign" : "Schedule Campaign"} busyLabel="Saving..." onCancel={onClose} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
