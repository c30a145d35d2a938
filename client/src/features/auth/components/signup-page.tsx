import { ErrorCode } from "../../../../../common/error-codes";
import { LIMITS, normalizeReferralCode, signUpFormSchema } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { Gift, UserPlus } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "../../../lib/toast";
import { CheckboxField } from "../../../components/form/checkbox-field";
import { FormAlert } from "../../../components/form/form-alert";
import { applyFieldErrors, setFormError } from "../../../components/form/form-status";
import { PasswordField } from "../../../components/form/password-field";
import { PasswordStrengthMeter } from "../../../components/form/password-strength-meter";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { PageHead } from "../../../components/seo/page-head";
import { useSiteLayout } from "../../../components/layouts/use-site-layout";
import { textLinkClass } from "../../../components/ui/button-styles";
import { paths } from "../../../config/paths";
import { useAuth } from "../../../lib/auth";
import { readServerError } from "../../../lib/graphql-errors";
import { AuthFootnote, AuthShell } from "./auth-shell";
import { keepingReturnPath, useReturnPath } from "./use-return-path";

interface SignupValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptPolicies: boolean;
}

const initialValues: SignupValues = { name: "", email: "", password: "", confirmPassword: "", acceptPolicies: false };

const SIGNUP_FAILED = "Failed to create account. Please try again.";

export function SignupPage() {
  const { siteName } = useSiteLayout();
  const { signup } = useAuth();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  // A referral link's ?ref=CODE: sent with the sign-up; a malformed one is dropped here, and one
  // the server does not know is ignored there, so neither ever stops the sign-up.
  const [searchParams] = useSearchParams();
  const referralCode = normalizeReferralCode(searchParams.get("ref"));

  const onSubmit = async (values: SignupValues, helpers: FormikHelpers<SignupValues>) => {
    helpers.setStatus(undefined);
    try {
      await signup(values.name.trim(), values.email.trim(), values.password, referralCode);
      toast.success("Success", { description: "Account created successfully!" });
      void navigate(returnTo ?? paths.profile, { replace: true });
    } catch (error) {
      const server = readServerError(error);
      if (applyFieldErrors(server, helpers, ["name", "email", "password", "acceptPolicies"])) return;
      setFormError(helpers, server?.code === ErrorCode.tooManyRequests ? server.message : SIGNUP_FAILED);
    }
  };

  return (
    <AuthShell title={`Join ${siteName}`} subtitle="Create your account and start your fitness journey" icon={UserPlus}>
      <PageHead />
      <Formik<SignupValues> initialValues={initialValues} validationSchema={signUpFormSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-5">
          <FormAlert />
          {referralCode && (
            <p role="note" className="flex items-center gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm font-medium text-orange-900">
              <Gift aria-hidden className="size-4 shrink-0" />
              Invited by a member
            </p>
          )}
          <TextField name="name" label="Full Name" autoComplete="name" maxLength={LIMITS.nameMax} />
          <TextField name="email" label="Email" type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
          <PasswordField name="password" label="Password" autoComplete="new-password" hint={`At least ${LIMITS.passwordMin} characters.`} />
          <PasswordStrengthMeter name="password" />
          <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
          <CheckboxField name="acceptPolicies">
            I accept the{" "}
            <a href={paths.termsConditions} target="_blank" rel="noopener" className={textLinkClass}>
              Terms &amp; Conditions
            </a>{" "}
            and the{" "}
            <a href={paths.privacyPolicy} target="_blank" rel="noopener" className={textLinkClass}>
              Privacy Policy
            </a>
          </CheckboxField>
          <SubmitButton label="Create Account" busyLabel="Creating Account..." className="w-full" />
        </Form>
      </Formik>
      <AuthFootnote>
        Already have an account?{" "}
        <Link to={keepingReturnPath(paths.login, returnTo)} className={textLinkClass}>
          Sign in here
        </Link>
      </AuthFootnote>
    </AuthShell>
  );
}
