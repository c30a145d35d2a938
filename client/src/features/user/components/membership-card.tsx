import { isExpired } from "../../../../../common/validation";
import { CircleCheck, Crown, RotateCcw } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClass } from "../../../components/ui/button-styles";
import { Pill } from "../../../components/ui/pill";
import { paths } from "../../../config/paths";
import type { AccountFragment } from "../../../graphql/generated";
import { formatLongDate } from "../../../../../common/gym-time";
import { tierBenefits, tierTitle } from "./membership";

const themes: Record<string, string> = {
  platinum: "bg-gradient-to-br from-slate-900 via-slate-800 to-violet-900 text-white",
  premium: "bg-gradient-to-br from-orange-600 via-orange-500 to-amber-500 text-slate-950",
};
// An expired card loses its tier's colours, so it never reads as a live membership.
const EXPIRED_THEME = "border border-slate-300 bg-slate-100 text-slate-700";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider opacity-80">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold">{value}</dd>
    </div>
  );
}

/** The member's card for paid tiers: who, which tier, until when, and what it includes. */
export function MembershipCard({ account }: { account: AccountFragment }) {
  const tier = account.membershipTier;
  const expired = isExpired(account.expirationDate);
  const theme = expired ? EXPIRED_THEME : (themes[tier] ?? "bg-gradient-to-br from-slate-800 to-slate-700 text-white");
  return (
    <section aria-labelledby="membership-title" className={`rounded-2xl p-6 shadow-lg sm:p-8 ${theme}`}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="membership-title" className="text-sm font-semibold uppercase tracking-[0.2em] opacity-90">
            Your Membership
          </h2>
          <p className="mt-2 text-2xl font-extrabold sm:text-3xl">{tierTitle(tier)}</p>
          {expired && (
            <p className="mt-2">
              <Pill tone="red">EXPIRED</Pill>
            </p>
          )}
        </div>
        <Crown aria-hidden className={`size-10 shrink-0 ${expired ? "text-slate-400" : "opacity-90"}`} />
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Detail label="Name" value={account.name} />
        <Detail label="Member ID" value={account.memberId} />
        <Detail label="Upgraded" value={formatLongDate(account.upgradedAt)} />
        <Detail label={expired ? "Expired on" : "Expires"} value={formatLongDate(account.expirationDate, "No expiry date")} />
      </dl>
      {expired && (
        <div className="mt-6 rounded-xl border border-slate-300 bg-white p-4 sm:flex sm:items-center sm:justify-between sm:gap-4">
          <p className="text-slate-700">{`Your ${tierTitle(tier)} benefits are paused until you renew.`}</p>
          <Link to={paths.subscription} className={`${buttonClass("primary")} mt-3 shrink-0 sm:mt-0`}>
            <RotateCcw aria-hidden className="size-4" />
            Renew membership
          </Link>
        </div>
      )}
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider opacity-90">Benefits</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Membership benefits">
        {tierBenefits(tier).map((benefit) => (
          <li key={benefit} className={`flex items-center gap-2 font-medium ${expired ? "text-slate-600" : ""}`}>
            <CircleCheck aria-hidden className="size-5 shrink-0" />
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
