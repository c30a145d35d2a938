import { useMutation } from "@apollo/client/react";
import { MailCheck, TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { MESSAGES } from "../../../../../common/validation";
import { PageHead } from "../../../components/seo/page-head";
import { buttonClass } from "../../../components/ui/button-styles";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { paths } from "../../../config/paths";
import { EmailVerificationResult, VerifyEmailDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { AuthShell } from "./auth-shell";

const OUTCOMES: Record<EmailVerificationResult, { title: string; subtitle: string; message: string }> = {
  verified: { title: "Email Confirmed", subtitle: "Your address is confirmed", message: MESSAGES.emailVerified },
  expired: { title: "Link Expired", subtitle: "Confirmation links work for 48 hours.", message: MESSAGES.verificationLinkExpired },
  used: { title: "Link Already Used", subtitle: "Each confirmation link works once.", message: MESSAGES.verificationLinkUsed },
  invalid: { title: "Link Not Valid", subtitle: "This link cannot confirm an address.", message: MESSAGES.verificationLinkInvalid },
};

/** /verify-email?token=...: the link from the confirmation e-mail, spent on arrival. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { isAuthenticated } = useAuth();
  const [verify, { data, error, loading }] = useMutation(VerifyEmailDocument, { variables: { token } });
  // Spent once per token, even when development mode runs effects twice.
  const sent = useRef<string | null>(null);

  const send = () => void verify().catch(() => undefined);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    send();
  });

  const outcome = token ? data?.verifyEmail : EmailVerificationResult.Invalid;
  if (!outcome) {
    return (
      <AuthShell title="Confirming Your Email" subtitle="One moment while we check your link" icon={MailCheck}>
        <PageHead />
        {error && !loading ? (
          <ErrorMessage message="We couldn't check your link just now." onRetry={send} />
        ) : (
          <LoadingMessage label="Confirming your email address..." />
        )}
      </AuthShell>
    );
  }
  const { title, subtitle, message } = OUTCOMES[outcome];
  const confirmed = outcome === EmailVerificationResult.Verified;
  return (
    <AuthShell title={title} subtitle={subtitle} icon={confirmed ? MailCheck : TriangleAlert}>
      <PageHead />
      <div className="text-center">
        <p role="status" className="text-slate-700">
          {message}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Link to={isAuthenticated ? paths.profile : paths.login} className={buttonClass("primary", "lg")}>
            {isAuthenticated ? "Go to your profile" : "Log in"}
          </Link>
          <Link to={paths.home} className={buttonClass("outlineDark")}>
            Back to Home
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}
