import { isExpired } from "../../../../../common/validation";
import { CalendarDays, Mail, RefreshCw } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { Pill } from "../../../components/ui/pill";
import type { AccountFragment } from "../../../graphql/generated";
import { statusLabel } from "../../../lib/account-labels";
import { useAuth } from "../../../lib/auth";
import { formatLongDate } from "../../../../../common/gym-time";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : (parts[0] ?? "?").slice(0, 2)).toUpperCase();
}

export function ProfileHeader({ account }: { account: AccountFragment }) {
  const { refresh } = useAuth();
  const [refreshing, setRefreshing] = useState(false);
  const active = account.accountStatus === "active";

  const onRefresh = async () => {
    setRefreshing(true);
    await refresh();
    setRefreshing(false);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <section className="relative isolate overflow-hidden rounded-2xl bg-slate-950" aria-labelledby="profile-name">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(249,115,22,0.25),transparent_60%)]"
        />
        <div className="flex flex-col gap-6 px-5 py-8 sm:px-8 md:flex-row md:items-center md:justify-between">
          <div className="flex min-w-0 items-center gap-4 sm:gap-5">
            <span
              aria-hidden
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-orange-500 text-2xl font-extrabold text-slate-950 sm:size-20 sm:text-3xl"
            >
              {initials(account.name)}
            </span>
            <div className="min-w-0">
              <h1 id="profile-name" className="break-words text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
                {account.name}
              </h1>
              <p className="mt-1 flex items-center gap-2 break-all text-slate-300">
                <Mail aria-hidden className="size-4 shrink-0" />
                {account.email}
              </p>
              <p className="mt-1 flex items-center gap-2 text-sm text-slate-400">
                <CalendarDays aria-hidden className="size-4 shrink-0" />
                {`Member since ${formatLongDate(account.createdAt)}`}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Pill tone={active ? "green" : "red"}>{statusLabel(account.accountStatus)}</Pill>
                {isExpired(account.expirationDate) && <Pill tone="red">EXPIRED</Pill>}
              </div>
            </div>
          </div>
          <button
            type="button"
            onClick={() => void onRefresh()}
            disabled={refreshing}
            aria-busy={refreshing}
            className={`${buttonClass("outlineLight")} self-start md:self-center`}
          >
            <RefreshCw aria-hidden className={`size-4 ${refreshing ? "animate-spin" : ""}`} />
            Refresh
          </button>
        </div>
      </section>
    </div>
  );
}
