import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { PAGE_SIZES } from "../../../../../common/validation";
import { buttonClass } from "../../../components/ui/button-styles";
import { Dialog } from "../../../components/ui/dialog";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { MemberHistoryDocument } from "../../../graphql/generated";
import { MembershipHistoryList } from "../components/membership-history-list";
import type { UserDialogProps } from "./user-forms";

const FIRST_PAGE = 50;

/** The member's membership history for admins: every change, who made it (by name) and why. */
export function MemberHistoryDialog({ user, onClose }: UserDialogProps) {
  const [limit, setLimit] = useState(FIRST_PAGE);
  const { data, previousData, error, refetch } = useQuery(MemberHistoryDocument, {
    variables: { id: user.id, limit },
    fetchPolicy: "network-only",
  });
  const changes = (data ?? previousData)?.user.membershipHistory;
  const mayHaveMore = !!changes && changes.length === limit && limit < PAGE_SIZES.adminMax;

  return (
    <Dialog
      open
      title="Membership History"
      description={`Changes to the membership of ${user.name} (${user.email}), newest first.`}
      onClose={onClose}
    >
      {changes ? (
        <>
          <MembershipHistoryList changes={changes} />
          {mayHaveMore && (
            <button type="button" className={`${buttonClass("outlineDark", "sm")} mt-4`} onClick={() => setLimit(PAGE_SIZES.adminMax)}>
              Show older changes
            </button>
          )}
        </>
      ) : error ? (
        <ErrorMessage message="Failed to load the membership history" onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingMessage label="Loading membership history..." />
      )}
    </Dialog>
  );
}
