import { IdCard, Star } from "lucide-react";
import { Card, DetailList, DetailRow } from "../../../components/ui/card";
import type { AccountFragment } from "../../../graphql/generated";
import { capitalize, roleLabel } from "../../../lib/account-labels";
import { formatLongDate } from "../../../../../common/gym-time";

export function AccountInfoCard({ account }: { account: AccountFragment }) {
  return (
    <Card title="Account Information" icon={IdCard}>
      <DetailList>
        <DetailRow label="Name">{account.name}</DetailRow>
        <DetailRow label="Member Since">{formatLongDate(account.createdAt)}</DetailRow>
        <DetailRow label="Role">{roleLabel(account.role)}</DetailRow>
        <DetailRow label="Current Badge">{capitalize(account.badge)}</DetailRow>
      </DetailList>
    </Card>
  );
}

export function ReferralScoreCard({ score }: { score: number }) {
  return (
    <Card title="Referral Score" icon={Star}>
      <p className="flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-orange-600">{score.toLocaleString("en-US")}</span>
        <span className="text-slate-600">points</span>
      </p>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">
        Share your referral link with friends: every friend who joins earns you points towards your next badge.
      </p>
    </Card>
  );
}
