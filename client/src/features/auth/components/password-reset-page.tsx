import { useQuery } from "@apollo/client/react";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PageHead } from "../../../components/seo/page-head";
import { LoadingMessage } from "../../../components/ui/status";
import { PasswordResetTokenStatusDocument, ResetTokenStatus } from "../../../graphql/generated";
import { AuthShell } from "./auth-shell";
import { DeadResetLink } from "./dead-reset-link";
import { NewPasswordForm } from "./new-password-form";
import { RequestResetForm } from "./request-reset-form";

/** A link from the e-mail: checked on arrival, so a dead one is said before a password is typed. */
function ResetWithToken({ token }: { token: string }) {
  const { data, loading } = useQuery(PasswordResetTokenStatusDocument, {
    variables: { token },
    fetchPolicy: "network-only",
  });
  // The link can die while the form is open (it expired, or was used in another tab).
  const [refused, setRefused] = useState(false);
  const [updated, setUpdated] = useState(false);
  const status = refused ? ResetTokenStatus.Invalid : data?.passwordResetTokenStatus;

  if (loading) {
    return (
      <AuthShell title="Checking Your Link" subtitle="One moment while we check your reset link" icon={KeyRound}>
        <LoadingMessage label="Checking your reset link..." />
      </AuthShell>
    );
  }
  // When the check itself fails the form still shows: setting the password checks the link again.
  if (status && status !== ResetTokenStatus.Valid) return <DeadResetLink status={status} />;
  return (
    <AuthShell
      title={updated ? "Password Updated" : "Set a New Password"}
      subtitle={updated ? "Your new password is ready to use" : "Choose a new password for your account"}
      icon={KeyRound}
    >
      <NewPasswordForm token={token} onLinkRefused={() => setRefused(true)} onUpdated={() => setUpdated(true)} />
    </AuthShell>
  );
}

/** Without a token: ask for the e-mail. With `?token=` from the e-mailed link: set a new password. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim();
  const head = <PageHead />;
  if (token)
    return (
      <>
        {head}
        <ResetWithToken key={token} token={token} />
      </>
    );
  return (
    <AuthShell title="Reset Password" subtitle="Enter your email address and we'll send you a link to reset your password" icon={KeyRound}>
      {head}
      <RequestResetForm />
    </AuthShell>
  );
}
