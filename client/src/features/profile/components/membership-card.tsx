import { CircleCheck, Crown } from "lucide-react";
import type { ProfileAccountFragment } from "../../../graphql/generated";
import { formatLongDate } from "../../../lib/dates";
import { tierBenefits, tierTitle } from "./membership";

const themes: Record<string, string> = {
  platinum: "from-slate-900 via-slate-800 to-violet-900",
  premium: "from-orange-600 via-orange-500 to-amber-500",
};

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider opacity-80">{label}</dt>
      <dd className="mt-0.5 break-words font-semibold">{value}</dd>
    </div>
  );
}

/** The member's card for paid tiers: who, which tier, until when, and what it includes. */
export function MembershipCard({ account }: { account: ProfileAccountFragment }) {
  const tier = account.membershipTier;
  const light = tier === "premium";
  return (
    <section
      aria-labelledby="membership-title"
      className={`rounded-2xl bg-gradient-to-br p-6 shadow-lg sm:p-8 ${themes[tier] ?? "from-slate-800 to-slate-700"} ${
        light ? "text-slate-950" : "text-white"
      }`}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="membership-title" className="text-sm font-semibold uppercase tracking-[0.2em] opacity-90">
            Your Membership
          </h2>
          <p className="mt-2 text-2xl font-extrabold sm:text-3xl">{tierTitle(tier)}</p>
        </div>
        <Crown aria-hidden className="size-10 shrink-0 opacity-90" />
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Detail label="Name" value={account.name} />
        <Detail label="Member ID" value={account.memberId} />
        <Detail label="Upgraded" value={formatLongDate(account.upgradedAt)} />
        <Detail label="Expires" value={formatLongDate(account.expirationDate, "No expiry date")} />
      </dl>
      <h3 className="mt-6 text-sm font-semibold uppercase tracking-wider opacity-90">Benefits</h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Membership benefits">
        {tierBenefits(tier).map((benefit) => (
          <li key={benefit} className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden className="size-5 shrink-0" />
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
