import { useQuery } from "@apollo/client/react";
import { History } from "lucide-react";
import { useState } from "react";
import { PAGE_SIZES } from "../../../../../common/validation";
import { buttonClass } from "../../../components/ui/button-styles";
import { Card } from "../../../components/ui/card";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { MyMembershipHistoryDocument } from "../../../graphql/generated";
import { MembershipHistoryList } from "./membership-history-list";

const FIRST_PAGE = 10;

/** The member's own membership history on the profile: newest first, more on request. */
export function MembershipHistoryCard() {
  const [limit, setLimit] = useState(FIRST_PAGE);
  const { data, previousData, error, refetch } = useQuery(MyMembershipHistoryDocument, {
    variables: { limit },
    fetchPolicy: "cache-and-network",
  });
  const changes = (data ?? previousData)?.me.membershipHistory;
  const mayHaveMore = !!changes && changes.length === limit && limit < PAGE_SIZES.membershipHistory.max;

  return (
    <Card title="Membership History" icon={History} description="Every change to your membership, badge and referral score.">
      {changes ? (
        <>
          <MembershipHistoryList changes={changes} />
          {mayHaveMore && (
            <button
              type="button"
              className={`${buttonClass("outlineDark", "sm")} mt-4`}
              onClick={() => setLimit(Math.min(limit + FIRST_PAGE * 2, PAGE_SIZES.membershipHistory.max))}
            >
              Show older changes
            </button>
          )}
        </>
      ) : error ? (
        <ErrorMessage message="We couldn't load your membership history." onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingMessage label="Loading your membership history..." />
      )}
    </Card>
  );
}
