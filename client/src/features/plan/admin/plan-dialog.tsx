import { useMutation } from "@apollo/client/react";
import { useRef } from "react";
import { CONTENT_LIMITS as L, planSchema } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { TextField } from "../../../components/form/text-field";
import { Dialog } from "../../../components/ui/dialog";
import { AdminPlansDocument, CreatePlanDocument, UpdatePlanDocument, type AdminPlanFragment } from "../../../graphql/generated";
import { FormEditGuard } from "../../../components/admin/form-edit-guard";
import { evictQueryFields, saveWithToasts } from "../../../components/admin/mutations";
import { draftDialogName } from "../../../components/admin/use-reopen-draft-dialog";
import { ButtonLinkField } from "./button-link-field";
import { PlanPublication } from "./plan-publication";
import { FeatureRows } from "./feature-rows";
import { PLAN_FIELDS, planInput, planValues, type PlanValues } from "./plan-schema";

interface PlanDialogProps {
  plan?: AdminPlanFragment;
  whatsapp?: string;
  onClose: () => void;
}

/** Names a plan's kept draft, followed by its id or "new". */
export const PLAN_DRAFT_PREFIX = "plan:";

// Plans are ordered by price on the server, so the list is read again rather than patched.
const afterSave = {
  refetchQueries: [AdminPlansDocument],
  update: (cache: Parameters<typeof evictQueryFields>[0]) => evictQueryFields(cache, "dashboard", "auditLog"),
};

/** Add New Plan / Edit Plan; closing unmounts the form, so it always opens afresh. */
export function PlanDialog({ plan, whatsapp, onClose }: PlanDialogProps) {
  const [create] = useMutation(CreatePlanDocument, afterSave);
  const [update] = useMutation(UpdatePlanDocument, afterSave);

  // A new plan is shown at once, or kept as a draft with Save draft.
  const asDraft = useRef(false);
  const onSubmit = async (values: PlanValues, helpers: FormikHelpers<PlanValues>) => {
    const input = planInput(values);
    const draft = asDraft.current;
    const saved = await saveWithToasts(
      helpers,
      PLAN_FIELDS,
      () => (plan ? update({ variables: { id: plan.id, input } }) : create({ variables: { input, draft } })),
      plan
        ? { success: "Subscription updated successfully", failure: "Failed to update subscription" }
        : draft
          ? { success: "Draft saved: visitors do not see it yet", failure: "Failed to save the draft" }
          : { success: "Subscription added successfully", failure: "Failed to add subscription" },
    );
    if (saved) onClose();
  };

  return (
    <Dialog open title={plan ? "Edit Plan" : "Add New Plan"} onClose={onClose}>
      <Formik<PlanValues> initialValues={planValues(plan)} validationSchema={planSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-4" onClickCapture={() => (asDraft.current = false)}>
          <FormEditGuard editor={draftDialogName(PLAN_DRAFT_PREFIX, plan)} />
          <TextField name="name" label="Name" placeholder="e.g. MONTHLY" maxLength={L.planNameMax} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="price" label="Price" placeholder="e.g. ₹1,500" maxLength={L.priceMax} />
            <TextField name="duration" label="Duration" placeholder="e.g. 1 Month" maxLength={L.durationMax} />
          </div>
          <FeatureRows />
          <ButtonLinkField whatsapp={whatsapp} />
          <DialogFormActions
            label={plan ? "Update Plan" : "Publish Plan"}
            busyLabel="Saving..."
            onCancel={onClose}
            secondary={plan ? undefined : { label: "Save draft", onClick: () => (asDraft.current = true) }}
          />
        </Form>
      </Formik>
      {plan ? (
        <PlanPublication id={plan.id} />
      ) : (
        <p className="mt-4 text-sm text-slate-600">Save a draft to schedule it or to preview the subscription page with it.</p>
      )}
    </Dialog>
  );
}
