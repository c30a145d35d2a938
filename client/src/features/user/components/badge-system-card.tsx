import { BADGES } from "../../../../../common/validation";
import { Crown, Gem, Lock, Medal, ShieldCheck, UserRound, type LucideIcon } from "lucide-react";
import { Card } from "../../../components/ui/card";
import { Pill } from "../../../components/ui/pill";
import { capitalize } from "../../../lib/account-labels";

const icons: Record<string, LucideIcon> = { user: UserRound, gold: Medal, premium: Gem, platinum: Crown };

/** The four badges, lowest first, with the member's own marked Current and the rest Locked. */
export function BadgeSystemCard({ badge }: { badge: string }) {
  return (
    <Card title="Badge System" icon={ShieldCheck} description="Refer friends to climb from one badge to the next.">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {BADGES.map((name: string) => {
          const current = name === badge;
          const Icon = icons[name] ?? UserRound;
          return (
            <li
              key={name}
              aria-label={`${capitalize(name)} badge: ${current ? "Current" : "Locked"}`}
              className={`flex flex-col items-center gap-2 rounded-xl border p-4 text-center ${
                current ? "border-orange-400 bg-orange-50 ring-2 ring-orange-400/40" : "border-slate-200 bg-slate-50"
              }`}
            >
              <Icon aria-hidden className={`size-8 ${current ? "text-orange-600" : "text-slate-400"}`} />
              <span className={`font-semibold ${current ? "text-slate-900" : "text-slate-600"}`}>{capitalize(name)}</span>
              {current ? (
                <Pill tone="orange">Current</Pill>
              ) : (
                <Pill>
                  <Lock aria-hidden className="size-3" />
                  Locked
                </Pill>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
