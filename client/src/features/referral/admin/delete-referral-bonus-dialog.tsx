import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
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

  const onConfirm = async () => {
    try {
      await deleteBonus({ variables: { id: bonus.id } });
      toast.success("Referral bonus deleted successfully");
      onClose();
    } catch (error) {
      toast.error("Failed to delete referral bonus", { description: usefulMessage(error) });
      throw error;
    }
  };

  const summary = `${capitalize(bonus.badgeType)} (+${bonus.bonus} points, ${bonus.description})`;
  return (
    <ConfirmDialog
      open
      title="Delete Referral Bonus"
      message={`Are you sure you want to delete the ${summary} bonus?`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
