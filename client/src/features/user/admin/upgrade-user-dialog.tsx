import { useMutation } from "@apollo/client/react";
import { DEFAULT_MEMBERSHIP_DAYS, LIMITS, upgradeUserSchema, userUpgraded } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { toast } from "../../../lib/toast";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { applyFieldErrors } from "../../../components/form/form-status";
import { SelectField } from "../../../components/form/select-field";
import { DateField, TextField } from "../../../components/form/text-field";
import { Dialog } from "../../../components/ui/dialog";
import { AdminMembersDocument, AdminUsersDocument, UpgradeUserDocument, type MembershipTier } from "../../../graphql/generated";
import { tierOptions } from "../../../lib/account-labels";
import { readServerError, usefulMessage } from "../../../lib/graphql-errors";
import { PastExpiryWarning } from "./past-expiry-warning";
import type { UserDialogProps } from "./user-forms";

interface UpgradeValues {
  membershipTier: string;
  expirationDate: string;
  reason: string;
}

export function UpgradeUserDialog({ user, onClose }: UserDialogProps) {
  // A referred member's first paid tier pays their referrer: the list reloads to show the new score.
  const [upgrade] = useMutation(UpgradeUserDocument, { refetchQueries: [AdminUsersDocument, AdminMembersDocument] });

  const onSubmit = async (values: UpgradeValues, helpers: FormikHelpers<UpgradeValues>) => {
    const tier = values.membershipTier as MembershipTier;
    try {
      await upgrade({
        variables: {
          id: user.id,
          input: { membershipTier: tier, expirationDate: values.expirationDate || undefined, reason: values.reason.trim() },
        },
      });
      toast.success(userUpgraded(tier));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, ["membershipTier", "expirationDate", "reason"])) {
        toast.error("Failed to upgrade user", { description: usefulMessage(error) });
      }
    }
  };

  return (
    <Dialog open title="Upgrade User" description={`Set the membership tier and expiry of ${user.name} (${user.email}).`} onClose={onClose}>
      <Formik<UpgradeValues>
        initialValues={{ membershipTier: "", expirationDate: "", reason: "" }}
        validationSchema={upgradeUserSchema}
        onSubmit={onSubmit}
      >
        <Form noValidate className="space-y-5">
          <SelectField name="membershipTier" label="Membership Tier" options={tierOptions} placeholder="Select a tier" />
          <DateField
            name="expirationDate"
            label="Expiry Date"
            hint={`Optional: without a date the membership runs ${DEFAULT_MEMBERSHIP_DAYS} days from today.`}
          />
          <PastExpiryWarning name="expirationDate" />
          <TextField
            name="reason"
            label="Reason"
            autoComplete="off"
            maxLength={LIMITS.changeReasonMax}
            placeholder="e.g. Paid 12 months at the desk"
            hint="The member sees this in their membership history."
          />
          <DialogFormActions label="Upgrade" busyLabel="Upgrading..." onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}
