import { KeyRound } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { usePageTitle } from "../../../components/layouts/use-page-title";
import { AuthShell } from "./auth-shell";
import { NewPasswordForm } from "./new-password-form";
import { RequestResetForm } from "./request-reset-form";

/** Without a token: ask for the e-mail. With `?token=` from the e-mailed link: set a new password. */
export function PasswordResetPage() {
  usePageTitle("Reset Password");
  const [params] = useSearchParams();
  const token = params.get("token")?.trim();

  if (token) {
    return (
      <AuthShell title="Set a New Password" subtitle="Choose a new password for your account" icon={KeyRound}>
        <NewPasswordForm token={token} />
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Reset Password"
      subtitle="Enter your email address and we'll send you a link to reset your password"
      icon={KeyRound}
    >
      <RequestResetForm />
    </AuthShell>
  );
}
