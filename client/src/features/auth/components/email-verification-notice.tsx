import { useMutation, useQuery } from "@apollo/client/react";
import { MailWarning } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { EmailVerificationNoticeDocument, ResendVerificationEmailDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { SOMETHING_WENT_WRONG, usefulMessage } from "../../../lib/graphql-errors";

/** Above the profile while the member's address is unconfirmed, with a way to get a new link. */
export function EmailVerificationNotice() {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery(EmailVerificationNoticeDocument, { skip: !isAuthenticated, fetchPolicy: "cache-and-network" });
  const [resend, { loading }] = useMutation(ResendVerificationEmailDocument);
  const [answer, setAnswer] = useState("");

  const me = isAuthenticated ? data?.me : undefined;
  if (!me || me.emailVerified) return null;

  const onResend = async () => {
    try {
      const { data: sent } = await resend();
      setAnswer(sent?.resendVerificationEmail.message ?? "");
    } catch (error) {
      setAnswer(usefulMessage(error) ?? SOMETHING_WENT_WRONG);
    }
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <section
        aria-labelledby="verify-notice-title"
        className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <MailWarning aria-hidden className="mt-0.5 size-6 shrink-0 text-amber-700" />
          <div>
            <h2 id="verify-notice-title" className="font-semibold text-slate-900">
              Confirm your email address
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              We sent a link to <span className="font-medium break-all">{me.email}</span>. Open it to confirm the address is yours; the link
              works for 48 hours.
            </p>
            <p aria-live="polite" className="mt-1 text-sm font-medium text-slate-900">
              {answer}
            </p>
          </div>
        </div>
        <button type="button" onClick={() => void onResend()} disabled={loading} className={`${buttonClass("dark")} shrink-0`}>
          {loading ? "Sending..." : "Resend link"}
        </button>
      </section>
    </div>
  );
}
