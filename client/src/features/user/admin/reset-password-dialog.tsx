import { newPasswordFormSchema } from "../../../../../common/validation";
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
export function ResetPasswordDialog({ user, onClose }: UserDialogProps) {
  const [updateUser] = useMutation(UpdateUserDocument);

  const onSubmit = async (values: PasswordValues, helpers: FormikHelpers<PasswordValues>) => {
    try {
      await updateUser({ variables: { id: user.id, input: { password: values.password } } });
      toast.success(`Password updated for ${user.email}`);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(readServerError(error), helpers, ["password"])) {
        toast.error("Failed to update password", { description: usefulMessage(error) });
      }
    }
  };

  return (
    <Dialog
      open
      title="Reset Password"
      description={`Set a new password for ${user.email}. They are signed out everywhere and sign in with the new one.`}
      onClose={onClose}
    >
      <Formik<PasswordValues>
        initialValues={{ password: "", confirmPassword: "" }}
        validationSchema={newPasswordFormSchema}
        onSubmit={onSubmit}
      >
        <Form noValidate className="space-y-5">
          <PasswordField name="password" label="New Password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
          <DialogFormActions label="Set Password" busyLabel="Saving..." onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}
