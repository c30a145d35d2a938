import { useQuery } from "@apollo/client/react";
import { Check, Copy, MessageCircle, Star } from "lucide-react";
import { useEffect, useState } from "react";
import { referralLink } from "../../../../../common/validation";
import { useSiteLayout } from "../../../components/layouts/use-site-layout";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { MyReferralsDocument } from "../../../graphql/generated";
import { capitalize } from "../../../lib/account-labels";
import { toast } from "../../../lib/toast";

const COPIED_FOR_MS = 2500;

/** WhatsApp's green (white text on green-700 keeps WCAG AA contrast). */
const WHATSAPP_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-md bg-green-700 px-3 py-2 text-sm font-semibold text-white transition-colors hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700";

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/**
 * The member's referral link (copy, WhatsApp), friends referred, points, and how many more
 * confirmed friends the next badge needs. Replaces the fixed Referral Score card.
 */
export function ReferralCard() {
  const { siteName } = useSiteLayout();
  const { data, error, refetch } = useQuery(MyReferralsDocument, { fetchPolicy: "cache-and-network" });
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!data) {
    return (
      <Card title="Refer a Friend" icon={Star}>
        {error ? (
          <ErrorMessage message="We couldn't load your referrals." onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <LoadingMessage label="Loading your referrals..." />
        )}
      </Card>
    );
  }

  // The score from the account (kept fresh by the profile's Refresh); the rest from the stats.
  const { referralCode, referralScore, referralStats: stats } = data.me;
  const link = referralCode ? referralLink(window.location.origin, referralCode) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success("Link copied!", { description: "Share it with a friend who wants to train with us." });
    } catch {
      toast.error("Could not copy the link", { description: link });
    }
  };
  const whatsApp = link ? `https://wa.me/?text=${encodeURIComponent(`Train with me at ${siteName}! Sign up here: ${link}`)}` : null;

  return (
    <Card title="Refer a Friend" icon={Star}>
      <p className="flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-orange-600">{referralScore.toLocaleString("en-US")}</span>
        <span className="text-slate-600">points</span>
      </p>
      {stats.nextBadge && stats.friendsToNextBadge !== null && (
        <p className="mt-2 font-semibold text-slate-800">
          {plural(stats.friendsToNextBadge, "more friend")} to {capitalize(stats.nextBadge)}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {[
          ["Referred", stats.referred],
          ["Confirmed", stats.confirmed],
          ["Pending", stats.pending],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {link && (
        <div className="mt-5">
          <label htmlFor="referral-link" className="text-sm font-semibold text-slate-800">
            Your referral link
          </label>
          <input
            id="referral-link"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" onClick={() => void copy()} className={buttonClass("outlineDark", "sm")}>
              {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
              {copied ? "Copied!" : "Copy link"}
            </button>
            {whatsApp && (
              <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={WHATSAPP_BUTTON}>
                <MessageCircle aria-hidden className="size-4" />
                Share on WhatsApp
              </a>
            )}
          </div>
        </div>
      )}
      <p className="mt-4 text-sm leading-relaxed text-slate-600">
        A friend who signs up through your link counts once the gym confirms their first paid membership: the next one earns you{" "}
        {plural(stats.pointsPerNextFriend, "point")}.
      </p>
    </Card>
  );
}
