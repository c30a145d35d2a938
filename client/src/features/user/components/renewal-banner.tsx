import { useQuery } from "@apollo/client/react";
import { MessageCircle, RotateCcw, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { formatLongDate, gymToday } from "../../../../../common/gym-time";
import { membershipStanding, tierLabel } from "../../../../../common/validation";
import { buttonClass } from "../../../components/ui/button-styles";
import { useSiteLayout } from "../../../components/layouts/use-site-layout";
import { paths } from "../../../config/paths";
import { RenewalStatusDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { hasPhoneDigits, renewalEnquiryMessage, whatsappChatUrl } from "../../../lib/links";
import { standingText } from "./membership-standing";

const DISMISSED_KEY = "renewal-banner-dismissed";

/** Dismissing hides the banner for this expiry until the next gym day, in this browser tab. */
function useDismissal(expirationDate: string | null | undefined) {
  const stamp = `${expirationDate ?? ""}|${gymToday()}`;
  const [dismissed, setDismissed] = useState<string | null>(() => {
    try {
      return sessionStorage.getItem(DISMISSED_KEY);
    } catch {
      return null;
    }
  });
  const dismiss = () => {
    setDismissed(stamp);
    try {
      sessionStorage.setItem(DISMISSED_KEY, stamp);
    } catch {
      // Storage refused (private mode): hidden on this page only.
    }
  };
  return { hidden: dismissed === stamp, dismiss };
}

/**
 * From RENEWAL_NOTICE_DAYS before expiry a signed-in member is asked to renew on every page of
 * the site; once expired, asked to come back. Visitors and members with time left see nothing.
 */
export function RenewalBanner() {
  const { isAuthenticated } = useAuth();
  const { whatsapp } = useSiteLayout();
  const { data } = useQuery(RenewalStatusDocument, { skip: !isAuthenticated });
  const me = isAuthenticated ? data?.me : undefined;
  const { hidden, dismiss } = useDismissal(me?.expirationDate);
  if (!me || hidden) return null;
  const standing = membershipStanding(me.expirationDate);
  if (standing.kind !== "renewSoon" && standing.kind !== "expired") return null;

  const plan = tierLabel(me.membershipTier);
  const expired = standing.kind === "expired";
  const message = expired
    ? `Your ${plan} membership ended on ${formatLongDate(me.expirationDate)}. We miss you: pick a plan and come back.`
    : `Your ${plan} membership ends on ${formatLongDate(me.expirationDate)}. Renew now to keep training without a break.`;
  const chat = hasPhoneDigits(whatsapp) ? whatsappChatUrl(whatsapp, renewalEnquiryMessage(me.memberId, plan)) : undefined;

  return (
    <aside
      aria-label="Membership renewal"
      className={expired ? "border-b border-red-200 bg-red-50 text-red-950" : "border-b border-amber-200 bg-amber-50 text-amber-950"}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
        <p className="min-w-0 flex-1 basis-64">
          <strong className="font-bold">{expired ? standingText(standing) : `${standingText(standing)} on your membership`}</strong>
          <span className="block text-sm sm:inline sm:before:content-['_·_']">{message}</span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {chat ? (
            <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClass(expired ? "dark" : "primary", "sm")}>
              <MessageCircle aria-hidden className="size-4" />
              Renew on WhatsApp
            </a>
          ) : null}
          {(expired || !chat) && (
            <Link to={paths.subscription} className={buttonClass(chat ? "outlineDark" : "primary", "sm")}>
              <RotateCcw aria-hidden className="size-4" />
              {expired ? "See plans" : "Renew"}
            </Link>
          )}
          <button
            type="button"
            onClick={dismiss}
            aria-label="Hide this reminder for today"
            title="Hide for today"
            className={buttonClass("ghostDark", "icon")}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </aside>
  );
}
