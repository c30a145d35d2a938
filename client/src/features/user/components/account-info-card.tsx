import { IdCard } from "lucide-react";
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
