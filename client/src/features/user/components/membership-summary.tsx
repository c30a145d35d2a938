import { membershipRemainingShare, membershipStanding } from "../../../../../common/validation";
import { formatLongDate } from "../../../../../common/gym-time";
import { IdCard } from "lucide-react";
import type { AccountFragment } from "../../../graphql/generated";
import { tierTitle } from "./membership";
import { MemberQrCode } from "./member-qr-code";
import { standingText } from "./membership-standing";

const BAR_TONE = { open: "bg-slate-300", active: "bg-green-600", renewSoon: "bg-amber-500", expired: "bg-red-600" } as const;

/** What the profile leads with: the plan, the days left on it, and the member ID the front desk scans. */
export function MembershipSummary({ account }: { account: AccountFragment }) {
  const standing = membershipStanding(account.expirationDate);
  const share = membershipRemainingShare(account.expirationDate, account.upgradedAt ?? account.createdAt);
  const status = standingText(standing);
  const until =
    standing.kind === "open"
      ? undefined
      : `${standing.kind === "expired" ? "Ended" : "Valid until"} ${formatLongDate(account.expirationDate)}`;
  return (
    <section
      aria-labelledby="membership-summary-title"
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0 flex-1">
        <h2 id="membership-summary-title" className="text-sm font-semibold uppercase tracking-[0.2em] text-slate-600">
          Current plan
        </h2>
        <p className="mt-1 text-2xl font-extrabold text-slate-900 sm:text-3xl">{tierTitle(account.membershipTier)}</p>
        <p className={`mt-3 text-lg font-bold ${standing.kind === "expired" ? "text-red-700" : "text-slate-900"}`}>{status}</p>
        {until && <p className="text-sm text-slate-600">{until}</p>}
        {share !== null && standing.kind !== "open" && (
          <div
            role="progressbar"
            aria-label="Membership time left"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            aria-valuetext={status}
            className="mt-3 h-2.5 w-full max-w-md overflow-hidden rounded-full bg-slate-200"
          >
            <div className={`h-full rounded-full ${BAR_TONE[standing.kind]}`} style={{ width: `${share * 100}%` }} />
          </div>
        )}
        <p className="mt-5 flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-slate-600">
          <IdCard aria-hidden className="size-4" />
          Member ID
        </p>
        <p className="font-mono text-2xl font-bold tracking-wider text-slate-900">{account.memberId}</p>
      </div>
      <figure className="flex shrink-0 flex-col items-center gap-2 self-center">
        <MemberQrCode memberId={account.memberId} className="size-36 rounded-lg border border-slate-200 sm:size-40" />
        <figcaption className="text-xs text-slate-600">Show this at the front desk</figcaption>
      </figure>
    </section>
  );
}
