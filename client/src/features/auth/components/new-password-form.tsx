import { ErrorCode } from "../../../../../common/error-codes";
import { newPasswordFormSchema } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "../../../lib/toast";
import { useMutation } from "@apollo/client/react";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { PasswordStrengthMeter } from "../../../components/form/password-strength-meter";
import { SubmitButton } from "../../../components/form/submit-button";
import { buttonClass } from "../../../components/ui/button-styles";
import { paths } from "../../../config/paths";
import { ResetPasswordDocument } from "../../../graphql/generated";
import { readServerError, SOMETHING_WENT_WRONG } from "../../../lib/graphql-errors";
import { ResetOutcome } from "./reset-outcome";

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface NewPasswordFormProps {
  token: string;
  /** The server refused the link itself (expired or used since the page opened). */
  onLinkRefused: () => void;
  /** The password was changed: the page's heading says so. */
  onUpdated?: () => void;
}

export function NewPasswordForm({ token, onLinkRefused, onUpdated }: NewPasswordFormProps) {
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [doneMessage, setDoneMessage] = useState<string>();

  const onSubmit = async (values: NewPasswordValues, helpers: FormikHelpers<NewPasswordValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await resetPassword({ variables: { token, password: values.password } });
      if (!data) throw new Error("No answer from the server");
      toast.success("Password reset successful");
      setDoneMessage(data.resetPassword.message);
      onUpdated?.();
    } catch (error) {
      const server = readServerError(error);
      if (server?.fields.token) return onLinkRefused();
      if (applyFieldErrors(server, helpers, ["password"])) return;
      setFormError(helpers, server?.code === ErrorCode.tooManyRequests ? server.message : SOMETHING_WENT_WRONG);
    }
  };

  if (doneMessage) {
    return (
      <ResetOutcome icon={CircleCheck} title="You can sign in now" message={doneMessage} tone="success">
        <Link to={paths.login} className={buttonClass("primary", "lg")}>
          Log in
        </Link>
      </ResetOutcome>
    );
  }
  return (
    <Formik<NewPasswordValues>
      initialValues={{ password: "", confirmPassword: "" }}
      validationSchema={newPasswordFormSchema}
      onSubmit={onSubmit}
    >
      <Form noValidate className="space-y-5">
        <FormAlert />
        <PasswordField name="password" label="New Password" autoComplete="new-password" />
        <PasswordStrengthMeter name="password" />
        <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
        <SubmitButton label="Reset Password" busyLabel="Resetting..." className="w-full" />
      </Form>
    </Formik>
  );
}
