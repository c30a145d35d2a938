import { isExpired } from "../../../../../common/validation";
import { Activity } from "lucide-react";
import { Card, DetailList, DetailRow } from "../../../components/ui/card";
import { Pill } from "../../../components/ui/pill";
import type { AccountFragment } from "../../../graphql/generated";
import { statusLabel, tierLabel } from "../../../lib/account-labels";
import { formatLongDate } from "../../../../../common/gym-time";

function ExpiryLine({ expirationDate }: { expirationDate: string | null }) {
  if (!expirationDate) return <span className="text-slate-600">No expiry date</span>;
  const date = formatLongDate(expirationDate);
  return isExpired(expirationDate) ? (
    <span className="font-semibold text-red-700">{`Expired ${date}`}</span>
  ) : (
    <span className="text-slate-900">{`Expires ${date}`}</span>
  );
}

export function AccountStatusCard({ account }: { account: AccountFragment }) {
  const active = account.accountStatus === "active";
  return (
    <Card title="Account Status" icon={Activity}>
      <DetailList>
        <DetailRow label="Status">
          <Pill tone={active ? "green" : "red"}>{statusLabel(account.accountStatus)}</Pill>
        </DetailRow>
        <DetailRow label="Membership">{tierLabel(account.membershipTier)}</DetailRow>
        <DetailRow label="Validity">
          <ExpiryLine expirationDate={account.expirationDate} />
        </DetailRow>
      </DetailList>
    </Card>
  );
}
