import { useQuery } from "@apollo/client/react";
import { Gift, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "../../../lib/toast";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { Pill } from "../../../components/ui/pill";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { ReferralBonusesDocument, type ManagedReferralBonusFragment } from "../../../graphql/generated";
import { capitalize } from "../../../lib/account-labels";
import { usefulMessage } from "../../../lib/graphql-errors";
import { DeleteReferralBonusDialog } from "./delete-referral-bonus-dialog";
import { ReferralBonusDialog } from "./referral-bonus-dialog";

type Bonus = ManagedReferralBonusFragment;
type BonusDialog = { kind: "edit"; bonus?: Bonus } | { kind: "delete"; bonus: Bonus };

function BonusRow({ bonus, onEdit, onDelete }: { bonus: Bonus; onEdit: () => void; onDelete: () => void }) {
  const name = `${capitalize(bonus.badgeType)} bonus (${bonus.description})`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      <Pill tone="orange">{capitalize(bonus.badgeType)}</Pill>
      <span className="font-bold text-green-700">{`+${bonus.bonus} points`}</span>
      <span className="min-w-0 flex-1 basis-full break-words text-slate-700 sm:basis-auto">{bonus.description}</span>
      <span className="ml-auto flex gap-1">
        <button type="button" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit} className={buttonClass("ghostDark", "icon")}>
          <Pencil aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label={`Delete ${name}`}
          title="Delete"
          onClick={onDelete}
          className={`${buttonClass("ghostDark", "icon")} text-red-700 hover:bg-red-50 hover:text-red-800`}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </span>
    </li>
  );
}

/** The points members earn per badge reached through referrals. */
export function ReferralBonusManagement() {
  const { data, error, refetch } = useQuery(ReferralBonusesDocument);
  const [dialog, setDialog] = useState<BonusDialog>();
  const close = () => setDialog(undefined);

  useEffect(() => {
    if (error) toast.error("Failed to load referral bonuses", { description: usefulMessage(error) });
  }, [error]);

  const bonuses = data ? [...data.referralBonuses].sort((a, b) => a.bonus - b.bonus) : undefined;
  return (
    <Card
      title="Referral Bonus Management"
      icon={Gift}
      description="Bonus points a member earns on reaching each badge."
      actions={
        <button type="button" onClick={() => setDialog({ kind: "edit" })} className={buttonClass("primary", "sm")}>
          <Plus aria-hidden className="size-4" />
          Add Bonus
        </button>
      }
    >
      {bonuses ? (
        bonuses.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">No referral bonuses yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Referral bonuses">
            {bonuses.map((bonus) => (
              <BonusRow
                key={bonus.id}
                bonus={bonus}
                onEdit={() => setDialog({ kind: "edit", bonus })}
                onDelete={() => setDialog({ kind: "delete", bonus })}
              />
            ))}
          </ul>
        )
      ) : error ? (
        <ErrorMessage message="Failed to load referral bonuses" onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingMessage label="Loading referral bonuses..." />
      )}
      {dialog?.kind === "edit" && <ReferralBonusDialog bonus={dialog.bonus} onClose={close} />}
      {dialog?.kind === "delete" && <DeleteReferralBonusDialog bonus={dialog.bonus} onClose={close} />}
    </Card>
  );
}
