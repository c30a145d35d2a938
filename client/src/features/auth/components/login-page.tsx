import { LIMITS, MESSAGES, oneTimeCodeField, signInSchema } from "../../../../../common/validation";
import { ErrorCode } from "../../../../../common/error-codes";
import { Form, Formik, type FormikHelpers } from "formik";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { toast } from "../../../lib/toast";
import { FormAlert } from "../../../components/form/form-alert";
import { keepFieldFocus } from "../../../components/form/keep-field-focus";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { OneTimeCodeField } from "../../../components/form/one-time-code-field";
import { PasswordField } from "../../../components/form/password-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHead } from "../../../components/seo/page-head";
import { textLinkClass } from "../../../components/ui/button-styles";
import { Role } from "../../../graphql/generated";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth";
import type { SessionUser } from "../../../lib/session";
import { readServerError, SOMETHING_WENT_WRONG, usefulMessage } from "../../../lib/graphql-errors";
import { AuthFootnote, AuthShell } from "./auth-shell";
import { keepingReturnPath, useReturnPath } from "./use-return-path";

interface LoginValues {
  email: string;
  password: string;
  otp: string;
}

/** After a right password, an account with two-factor sign-in asks for one of these. */
type CodeKind = "authenticator" | "recovery";

const codeStepSchema = signInSchema.shape({ otp: oneTimeCodeField() });

export function LoginPage() {
  const { login, isAuthenticated, user: signedIn } = useAuth();
  const navigate = useNavigate();
  // Where the visitor was sent from (a protected page), else home as before.
  const returnTo = useReturnPath();
  const destination = returnTo ?? paths.home;
  // An admin must set up a second factor before the panel answers; walk them through it first.
  const nextFor = (user: SessionUser) =>
    user.role === Role.Admin && user.twoFactorEnabled === false ? keepingReturnPath(paths.twoFactorSetup, destination) : destination;
  const [codeKind, setCodeKind] = useState<CodeKind | null>(null);
  // While this form signs in, it decides where to go (updated policies first), not the redirect below.
  const [signingIn, setSigningIn] = useState(false);

  const onSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    helpers.setStatus(undefined);
    setSigningIn(true);
    try {
      const user = await login(values.email.trim(), values.password, codeKind ? values.otp.trim() : undefined);
      toast.success("Success", { description: "Logged in successfully!" });
      // Updated policies to accept come first; the acceptance page then goes on to the page asked
      // for, or to the member's profile.
      void navigate(user.mustAcceptPolicies ? keepingReturnPath(paths.acceptPolicies, returnTo) : nextFor(user), { replace: true });
    } catch (error) {
      setSigningIn(false);
      const server = readServerError(error);
      if (server?.code === ErrorCode.twoFactorRequired) {
        setCodeKind("authenticator");
      } else if (server?.code === ErrorCode.invalidOtp) {
        void helpers.setFieldValue("otp", "", false);
        helpers.setErrors({ otp: server.message });
        helpers.setStatus({ serverErrors: { otp: server.message } });
      } else if (server?.message === MESSAGES.invalidCredentials) {
        setCodeKind(null);
        // The e-mail stays as typed; the password is cleared for the next try.
        void helpers.setFieldValue("password", "", false);
        setFormError(helpers, server.message);
      } else if (!applyFieldErrors(server, helpers, ["email", "password"])) {
        setFormError(helpers, usefulMessage(error) ?? SOMETHING_WENT_WRONG);
      }
    }
  };

  if (isAuthenticated && signedIn && !signingIn) return <Navigate to={nextFor(signedIn)} replace />;

  return (
    <AuthShell title="Welcome Back" subtitle="Sign in to your account" icon={LogIn}>
      <PageHead />
      <Formik<LoginValues>
        initialValues={{ email: "", password: "", otp: "" }}
        validationSchema={codeKind ? codeStepSchema : signInSchema}
        onSubmit={onSubmit}
      >
        {({ values, setFieldValue, setStatus }) => {
          const switchTo = (kind: CodeKind | null) => {
            setCodeKind(kind);
            setStatus(undefined);
            void setFieldValue("otp", "", false);
          };
          return codeKind ? (
            <Form noValidate className="space-y-5">
              <FormAlert />
              <div>
                <h2 className="text-lg font-bold text-slate-900">Two-factor sign-in</h2>
                <p className="mt-1 text-sm text-slate-600">
                  {codeKind === "authenticator"
                    ? "Enter the 6-digit code your authenticator app shows for Iron Warrior Fitness."
                    : "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once."}
                </p>
                <p className="mt-2 break-words text-sm text-slate-600">
                  Signing in as <span className="font-semibold text-slate-900">{values.email.trim()}</span>
                </p>
              </div>
              <OneTimeCodeField
                key={codeKind}
                name="otp"
                label={codeKind === "authenticator" ? "Authentication code" : "Recovery code"}
                recoveryCode={codeKind === "recovery"}
                autoFocus
              />
              <SubmitButton label="Verify" busyLabel="Verifying..." className="w-full" />
              <div className="flex flex-wrap justify-between gap-3 text-sm">
                <button type="button" className={textLinkClass} onMouseDown={keepFieldFocus} onClick={() => switchTo(null)}>
                  Back
                </button>
                <button
                  type="button"
                  className={textLinkClass}
                  onMouseDown={keepFieldFocus}
                  onClick={() => switchTo(codeKind === "authenticator" ? "recovery" : "authenticator")}
                >
                  {codeKind === "authenticator" ? "Use a recovery code" : "Use my authenticator app"}
                </button>
              </div>
            </Form>
          ) : (
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
          );
        }}
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
