import { LIMITS, MESSAGES, signInSchema } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { LogIn } from "lucide-react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { toast } from "../../../lib/toast";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHead } from "../../../components/seo/page-head";
import { textLinkClass } from "../../../components/ui/button-styles";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth";
import { readServerError, SOMETHING_WENT_WRONG, usefulMessage } from "../../../lib/graphql-errors";
import { AuthFootnote, AuthShell } from "./auth-shell";
import { keepingReturnPath, useReturnPath } from "./use-return-path";

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const { login, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  // Where the visitor was sent from (a protected page), else home as before.
  const returnTo = useReturnPath();
  const destination = returnTo ?? paths.home;

  const onSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    helpers.setStatus(undefined);
    try {
      await login(values.email.trim(), values.password);
      toast.success("Success", { description: "Logged in successfully!" });
      void navigate(destination, { replace: true });
    } catch (error) {
      const server = readServerError(error);
      if (server?.message === MESSAGES.invalidCredentials) {
        // The e-mail stays as typed; the password is cleared for the next try.
        void helpers.setFieldValue("password", "", false);
        setFormError(helpers, server.message);
      } else if (!applyFieldErrors(server, helpers, ["email", "password"])) {
        setFormError(helpers, usefulMessage(error) ?? SOMETHING_WENT_WRONG);
      }
    }
  };

  if (isAuthenticated) return <Navigate to={destination} replace />;

  return (
    <AuthShell title="Welcome Back" subtitle="Sign in to your account" icon={LogIn}>
      <PageHead />
      <Formik<LoginValues> initialValues={{ email: "", password: "" }} validationSchema={signInSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-5">
          <FormAlert />
          <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          <div className="text-right text-sm">
            <Link to={paths.passwordReset} className={textLinkClass}>
              Forgot your password?
            </Link>
          </div>
          <SubmitButton label="Sign In" busyLabel="Signing in..." className="w-full" />
        </Form>
      </Formik>
      <AuthFootnote>
        Don&apos;t have an account?{" "}
        <Link to={keepingReturnPath(paths.signup, returnTo)} className={textLinkClass}>
          Sign up here
        </Link>
      </AuthFootnote>
    </AuthShell>
  );
}
