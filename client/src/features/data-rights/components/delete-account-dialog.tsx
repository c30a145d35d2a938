import { useMutation } from "@apollo/client/react";
import { Form, Formik, type FormikHelpers } from "formik";
import { ErrorCode } from "../../../../../common/error-codes";
import { formatLongDate } from "../../../../../common/gym-time";
import { ACCOUNT_DELETION_EXPLANATION, accountDeletionScheduled, accountDeletionSchema } from "../../../../../common/validation";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { Dialog } from "../../../components/ui/dialog";
import { RequestAccountDeletionDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { readServerError, SOMETHING_WENT_WRONG } from "../../../lib/graphql-errors";
import { toast } from "../../../lib/toast";

interface DeletionValues {
  currentPassword: string;
}

/** Asks for the current password, schedules the deletion and signs out, saying when the account goes. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [requestDeletion] = useMutation(RequestAccountDeletionDocument);
  const { logout } = useAuth();

  const onSubmit = async (values: DeletionValues, helpers: FormikHelpers<DeletionValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await requestDeletion({ variables: { currentPassword: values.currentPassword } });
      if (!data) throw new Error("No answer from the server");
      toast.info(accountDeletionScheduled(formatLongDate(data.requestAccountDeletion.eraseAfter)));
      // Every session has ended on the server already; this browser forgets its own.
      await logout();
    } catch (error) {
      const server = readServerError(error);
      if (!applyFieldErrors(server, helpers, ["currentPassword"])) {
        const told = server?.code === ErrorCode.forbidden || server?.code === ErrorCode.tooManyRequests;
        setFormError(helpers, told && server ? server.message : SOMETHING_WENT_WRONG);
      }
    }
  };

  return (
    <Dialog open title="Delete your account?" description={ACCOUNT_DELETION_EXPLANATION} onClose={onClose}>
      <Formik<DeletionValues> initialValues={{ currentPassword: "" }} validationSchema={accountDeletionSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-5">
          <FormAlert />
          <PasswordField
            name="currentPassword"
            label="Current Password"
            autoComplete="current-password"
            hint="Confirms that it is you asking."
          />
          <DialogFormActions label="Delete my account" busyLabel="Deleting..." onCancel={onClose} danger />
        </Form>
      </Formik>
    </Dialog>
  );
}
