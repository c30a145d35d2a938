import { Form, Formik, type FormikHelpers } from "formik";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "../../../lib/toast";
import * as Yup from "yup";
import { useMutation } from "@apollo/client/react";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { confirmPasswordRule, newPasswordRule } from "../../../components/form/rules";
import { SubmitButton } from "../../../components/form/submit-button";
import { buttonClass } from "../../../components/ui/button-styles";
import { paths } from "../../../config/paths";
import { ResetPasswordDocument } from "../../../graphql/generated";
import { ErrorCodes, readServerError, SOMETHING_WENT_WRONG } from "../../../lib/graphql-errors";
import { ResetOutcome } from "./reset-outcome";

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const schema = Yup.object({ password: newPasswordRule(), confirmPassword: confirmPasswordRule("password") });

type Outcome = { done: boolean; message: string };

export function NewPasswordForm({ token }: { token: string }) {
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [outcome, setOutcome] = useState<Outcome>();

  const onSubmit = async (values: NewPasswordValues, helpers: FormikHelpers<NewPasswordValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await resetPassword({ variables: { token, password: values.password } });
      if (!data) throw new Error("No answer from the server");
      toast.success("Password reset successful");
      setOutcome({ done: true, message: data.resetPassword.message });
    } catch (error) {
      const server = readServerError(error);
      if (server?.fields.token) return setOutcome({ done: false, message: server.fields.token });
      if (applyFieldErrors(server, helpers, ["password"])) return;
      setFormError(helpers, server?.code === ErrorCodes.tooManyRequests ? server.message : SOMETHING_WENT_WRONG);
    }
  };

  if (outcome?.done) {
    return (
      <ResetOutcome icon={CircleCheck} title="Password Updated" message={outcome.message} tone="success">
        <Link to={paths.login} className={buttonClass("primary", "lg")}>
          Log in
        </Link>
      </ResetOutcome>
    );
  }
  if (outcome) {
    return (
      <ResetOutcome icon={TriangleAlert} title="Link Not Valid" message={outcome.message} tone="error">
        <Link to={paths.passwordReset} className={buttonClass("primary", "lg")}>
          Request a new link
        </Link>
      </ResetOutcome>
    );
  }

  return (
    <Formik<NewPasswordValues>
      initialValues={{ password: "", confirmPassword: "" }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <Form noValidate className="space-y-5">
        <FormAlert />
        <PasswordField name="password" label="New Password" autoComplete="new-password" />
        <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
        <SubmitButton label="Reset Password" busyLabel="Resetting..." className="w-full" />
      </Form>
    </Formik>
  );
}
