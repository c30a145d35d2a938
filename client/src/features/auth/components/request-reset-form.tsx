import { ErrorCode } from "../../../../../common/error-codes";
import { LIMITS, passwordResetRequestSchema } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "../../../lib/toast";
import { useMutation } from "@apollo/client/react";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { buttonClass, textLinkClass } from "../../../components/ui/button-styles";
import { paths } from "../../../config/paths";
import { RequestPasswordResetDocument } from "../../../graphql/generated";
import { readServerError, SOMETHING_WENT_WRONG } from "../../../lib/graphql-errors";
import { AuthFootnote } from "./auth-shell";
import { ResetOutcome } from "./reset-outcome";

interface RequestValues {
  email: string;
}

export function RequestResetForm() {
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const [email, setEmail] = useState("");
  const [sentMessage, setSentMessage] = useState<string>();

  const onSubmit = async (values: RequestValues, helpers: FormikHelpers<RequestValues>) => {
    helpers.setStatus(undefined);
    setEmail(values.email);
    try {
      const { data } = await requestReset({ variables: { email: values.email.trim() } });
      if (!data) throw new Error("No answer from the server");
      toast.success("Password reset email sent! Check your inbox.");
      setSentMessage(data.requestPasswordReset.message);
    } catch (error) {
      const server = readServerError(error);
      if (applyFieldErrors(server, helpers, ["email"])) return;
      setFormError(helpers, server?.code === ErrorCode.tooManyRequests ? server.message : SOMETHING_WENT_WRONG);
    }
  };

  if (sentMessage) {
    return (
      <ResetOutcome icon={MailCheck} title="Check Your Email" message={sentMessage} tone="success">
        <p className="text-sm text-slate-600">The link works once, for one hour. Check your spam folder too.</p>
        <button type="button" onClick={() => setSentMessage(undefined)} className={buttonClass("outlineDark")}>
          Didn&apos;t receive email? Try again
        </button>
        <Link to={paths.login} className={buttonClass("dark")}>
          Back to Login
        </Link>
      </ResetOutcome>
    );
  }

  return (
    <>
      <Formik<RequestValues> initialValues={{ email }} validationSchema={passwordResetRequestSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-5">
          <FormAlert />
          <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
          <SubmitButton label="Send Reset Link" busyLabel="Sending..." className="w-full" />
        </Form>
      </Formik>
      <AuthFootnote>
        Remembered it?{" "}
        <Link to={paths.login} className={textLinkClass}>
          Back to Login
        </Link>
      </AuthFootnote>
    </>
  );
}
