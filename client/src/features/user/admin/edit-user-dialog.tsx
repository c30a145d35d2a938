import { useMutation } from "@apollo/client/react";
import { editOwnAccountFormSchema, editUserFormSchema, LIMITS, PHONE_INPUT_MAX, scoreReasonField } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { toast } from "../../../lib/toast";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { applyFieldErrors } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { SelectField } from "../../../components/form/select-field";
import { NumberField, TextField } from "../../../components/form/text-field";
import { Dialog } from "../../../components/ui/dialog";
import { UpdateUserDocument, type AccountStatus, type BadgeType, type Role } from "../../../graphql/generated";
import { badgeOptions, roleOptions, statusOptions } from "../../../lib/account-labels";
import { readServerError, usefulMessage } from "../../../lib/graphql-errors";
import type { EditUserValues } from "./user-forms";
import type { UserDialogProps } from "./user-forms";

const EDIT_FIELDS = [
  "name",
  "email",
  "phone",
  "role",
  "accountStatus",
  "badge",
  "referralScore",
  "password",
  "currentPassword",
  "reason",
] as const;

export function EditUserDialog({ user, isSelf, onClose }: UserDialogProps & { isSelf: boolean }) {
  const [updateUser] = useMutation(UpdateUserDocument);
  const initialValues: EditUserValues = {
    name: user.name,
    email: user.email,
    phone: user.phone ?? "",
    role: user.role,
    accountStatus: user.accountStatus,
    badge: user.badge,
    referralScore: user.referralScore,
    password: "",
    currentPassword: "",
    reason: "",
  };

  const onSubmit = async (values: EditUserValues, helpers: FormikHelpers<EditUserValues>) => {
    try {
      await updateUser({
        variables: {
          id: user.id,
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            // Sent only when changed; empty removes the number. The server stores it as +91XXXXXXXXXX.
            phone: values.phone.trim() !== (user.phone ?? "") ? values.phone.trim() : undefined,
            role: values.role as Role,
            accountStatus: values.accountStatus as AccountStatus,
            badge: values.badge as BadgeType,
            referralScore: Number(values.referralScore),
            // Empty means unchanged, so it is left out rather than sent.
            password: values.password || undefined,
            currentPassword: values.currentPassword || undefined,
            reason: values.reason.trim() || undefined,
          },
        },
      });
      toast.success("User updated successfully");
      onClose();
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, EDIT_FIELDS)) {
        toast.error("Failed to update user", { description: usefulMessage(error) });
      }
    }
  };

  return (
    <Dialog open title="Edit User" description={`Change the account of ${user.email}.`} onClose={onClose}>
      <Formik<EditUserValues>
        initialValues={initialValues}
        validationSchema={(isSelf ? editOwnAccountFormSchema(user.email) : editUserFormSchema).shape({
          reason: scoreReasonField(user.referralScore),
        })}
        onSubmit={onSubmit}
      >
        <Form noValidate className="space-y-5">
          <TextField name="name" label="Name" autoComplete="off" maxLength={LIMITS.nameMax} />
          <TextField name="email" label="Email" type="email" autoComplete="off" maxLength={LIMITS.emailMax} />
          <TextField name="phone" label="Phone (optional)" type="tel" autoComplete="off" maxLength={PHONE_INPUT_MAX} />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField name="role" label="Role" options={roleOptions} disabled={isSelf} />
            <SelectField name="accountStatus" label="Status" options={statusOptions} disabled={isSelf} />
            <SelectField name="badge" label="Badge" options={badgeOptions} />
            <NumberField name="referralScore" label="Referral Score" min={0} max={LIMITS.referralScoreMax} />
          </div>
          {isSelf && <p className="text-sm text-slate-600">You cannot change your own role or status.</p>}
          <TextField
            name="reason"
            label="Reason"
            autoComplete="off"
            maxLength={LIMITS.changeReasonMax}
            hint="Required when you change the referral score; the member sees it in their membership history."
          />
          <PasswordField
            name="password"
            label="New Password"
            autoComplete="new-password"
            hint="Leave empty to keep the current password: editing changes it only when a new one is entered."
          />
          {isSelf && (
            <PasswordField
              name="currentPassword"
              label="Your Current Password"
              autoComplete="current-password"
              hint="Needed only to change your own email or password."
            />
          )}
          <DialogFormActions label="Save Changes" busyLabel="Saving..." onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}
