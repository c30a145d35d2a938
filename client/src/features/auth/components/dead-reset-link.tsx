import { MESSAGES } from "../../../../../common/validation";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "../../../components/ui/button-styles";
import { paths } from "../../../config/paths";
import { ResetTokenStatus } from "../../../graphql/generated";
import { AuthShell } from "./auth-shell";

export type DeadLinkStatus = Exclude<ResetTokenStatus, typeof ResetTokenStatus.Valid>;

const STATES: Record<DeadLinkStatus, { title: string; subtitle: string; message: string }> = {
  expired: {
    title: "Link Expired",
    subtitle: "Reset links work for one hour after they are sent.",
    message: "This password reset link has expired. Request a new one and open it within the hour.",
  },
  used: {
    title: "Link Already Used",
    subtitle: "Each reset link sets a password once.",
    message: "This password reset link has already been used. Log in with your new password, or request a new link.",
  },
  invalid: {
    title: "Link Not Valid",
    subtitle: "This link cannot be used to set a password.",
    message: MESSAGES.resetLinkInvalid,
  },
};

/** The reset page for a link that can no longer set a password, said before anything is typed. */
export function DeadResetLink({ status }: { status: DeadLinkStatus }) {
  const { title, subtitle, message } = STATES[status];
  return (
    <AuthShell title={title} subtitle={subtitle} icon={TriangleAlert}>
      <div className="text-center">
        <p className="text-slate-700">{message}</p>
        <div className="mt-6 flex flex-col gap-3">
          <Link to={paths.passwordReset} className={buttonClass("primary", "lg")}>
            Request a new link
          </Link>
          <Link to={paths.login} className={buttonClass("outlineDark")}>
            Back to Login
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}
