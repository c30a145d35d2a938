import { newOwnPasswordFormSchema, newPasswordFormSchema } from "../../../../../common/validation";
import { useMutation } from "@apollo/client/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { toast } from "../../../lib/toast";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { applyFieldErrors } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { Dialog } from "../../../components/ui/dialog";
import { UpdateUserDocument } from "../../../graphql/generated";
import { readServerError, usefulMessage } from "../../../lib/graphql-errors";
import type { UserDialogProps } from "./user-forms";
import type { PasswordValues } from "./user-forms";

/** Sets a new password for a member who cannot use the e-mailed reset link. */
export function ResetPasswordDialog({ user, isSelf, onClose }: UserDialogProps & { isSelf: boolean }) {
  const [updateUser] = useMutation(UpdateUserDocument);

  const onSubmit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      await updateUser({
        variables: { id: user.id, input: { password: values.password, currentPassword: values.currentPassword || undefined } },
      });
      toast.success(`Password updated for ${user.email}`);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, ["password", "currentPassword"])) {
        toast.error("Failed to update password", { description: usefulMessage(error) });
      }
    }
  };

  return (
    <Dialog
      open
      title="Reset Password"
      description={
        isSelf
          ? "Set a new password for your own account. You are signed out everywhere and sign in with the new one."
          : `Set a new password for ${user.email}. They are signed out everywhere and sign in with the new one.`
      }
      onClose={onClose}
    >
      <Formik<PasswordValues>
        initialValues={{ password: "", confirmPassword: "", currentPassword: "" }}
        validationSchema={isSelf ? newOwnPasswordFormSchema(user.email) : newPasswordFormSchema}
        onSubmit={onSubmit}
      >
        <Form noValidate className="space-y-5">
          <PasswordField name="password" label="New Password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
          {isSelf && <PasswordField name="currentPassword" label="Your Current Password" autoComplete="current-password" />}
          <DialogFormActions label="Set Password" busyLabel="Saving..." onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}
