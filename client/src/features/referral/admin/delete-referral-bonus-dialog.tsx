import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
import { DeleteReferralBonusDocument, type ManagedReferralBonusFragment } from "../../../graphql/generated";
import { capitalize } from "../../../lib/account-labels";
import { usefulMessage } from "../../../lib/graphql-errors";

interface DeleteReferralBonusDialogProps {
  bonus: ManagedReferralBonusFragment;
  onClose: () => void;
}

export function DeleteReferralBonusDialog({ bonus, onClose }: DeleteReferralBonusDialogProps) {
  const [deleteBonus] = useMutation(DeleteReferralBonusDocument, {
    update(cache, { data }) {
      if (!data?.deleteReferralBonus) return;
      cache.evict({ id: cache.identify({ __typename: "ReferralBonus", id: bonus.id }) });
      cache.gc();
    },
  });

  const summary = `${capitalize(bonus.badgeType)} (+${bonus.bonus} points, ${bonus.description})`;
  return (
    <ConfirmDelete
      item={bonus}
      title="Delete Referral Bonus"
      message={() => `Are you sure you want to delete the ${summary} bonus?`}
      remove={() => deleteBonus({ variables: { id: bonus.id } })}
      onDeleted={() => toast.success("Referral bonus deleted successfully")}
      onFailed={(error) => toast.error("Failed to delete referral bonus", { description: usefulMessage(error) })}
      onClose={onClose}
    />
  );
}
