import type { MockLink } from "@apollo/client/testing";
import { PolicyPageDocument, type PolicyPageQuery, type PolicyType } from "../../../graphql/generated";

export const policyMock = (
  type: PolicyType,
  content: string | null,
  updatedAt = "2025-01-05T10:00:00.000Z",
): MockLink.MockedResponse<PolicyPageQuery> => ({
  request: { query: PolicyPageDocument, variables: { type } },
  result: {
    data: {
      policy: content === null ? null : { __typename: "Policy", id: "1", title: "Policy", content, updatedAt },
    },
  },
});
