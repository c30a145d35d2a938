import type { Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { LIMITS, referralBonusSchema } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { toast } from "../../../lib/toast";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { applyFieldErrors } from "../../../components/form/form-status";
import { SelectField } from "../../../components/form/select-field";
import { NumberField, TextField } from "../../../components/form/text-field";
import { Dialog } from "../../../components/ui/dialog";
import {
  CreateReferralBonusDocument,
  UpdateReferralBonusDocument,
  type BadgeType,
  type ManagedReferralBonusFragment,
} from "../../../graphql/generated";
import { badgeOptions } from "../../../lib/account-labels";
import { readServerError, usefulMessage } from "../../../lib/graphql-errors";

interface BonusValues {
  badgeType: string;
  bonus: number | "";
  description: string;
}

interface ReferralBonusDialogProps {
  /** Absent: a new bonus. */
  bonus?: ManagedReferralBonusFragment;
  onClose: () => void;
}

export function ReferralBonusDialog({ bonus, onClose }: ReferralBonusDialogProps) {
  const [createBonus] = useMutation(CreateReferralBonusDocument, {
    update(cache, { data }) {
      if (!data) return;
      cache.modify<{ referralBonuses: Reference[] }>({
        fields: {
          referralBonuses: (existing = [], { toReference }) => {
            const created = toReference(data.createReferralBonus);
            return created ? [...existing, created] : existing;
          },
        },
      });
    },
  });
  const [updateBonus] = useMutation(UpdateReferralBonusDocument);

  const onSubmit = async (values: BonusValues, helpers: FormikHelpers<BonusValues>) => {
    const input = {
      badgeType: values.badgeType as BadgeType,
      bonus: Number(values.bonus),
      description: values.description.trim(),
    };
    try {
      await (bonus ? updateBonus({ variables: { id: bonus.id, input } }) : createBonus({ variables: { input } }));
      toast.success("Referral bonus saved successfully");
      onClose();
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, ["badgeType", "bonus", "description"])) {
        toast.error("Failed to save referral bonus", { description: usefulMessage(error) });
      }
    }
  };

  const initialValues: BonusValues = {
    badgeType: bonus?.badgeType ?? "gold",
    bonus: bonus?.bonus ?? "",
    description: bonus?.description ?? "",
  };
  return (
    <Dialog open title={bonus ? "Edit Referral Bonus" : "Add Referral Bonus"} onClose={onClose}>
      <Formik<BonusValues> initialValues={initialValues} validationSchema={referralBonusSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-5">
          <SelectField name="badgeType" label="Badge" options={badgeOptions} />
          <NumberField name="bonus" label="Bonus Points" min={0} max={LIMITS.referralBonusMax} />
          <TextField name="description" label="Description" placeholder="Refer 5 friends" maxLength={LIMITS.badgeDescriptionMax} />
          <DialogFormActions label="Save Bonus" busyLabel="Saving..." onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}
