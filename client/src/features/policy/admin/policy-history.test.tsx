import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import {
  AdminPoliciesDocument,
  PolicyVersionsDocument,
  RestorePolicyVersionDocument,
  UpdatePolicyDocument,
  type AdminPolicyFragment,
  type PolicyVersionRowFragment,
} from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { PoliciesPage } from "./policies-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const terms: AdminPolicyFragment = {
  __typename: "Policy",
  id: "2",
  policyType: "terms",
  title: "Terms & Conditions",
  content: "## Fees\n\nFees are due monthly.",
  version: 2,
  updatedAt: "2025-03-01T10:00:00.000Z",
};
const version = (n: number, content: string, extra: Partial<PolicyVersionRowFragment> = {}): PolicyVersionRowFragment => ({
  __typename: "PolicyVersion",
  id: String(n),
  policyType: "terms",
  version: n,
  title: "Terms & Conditions",
  content,
  material: false,
  changeNote: null,
  publishedAt: `2025-0${n}-01T10:00:00.000Z`,
  publishedByName: "Owner Admin",
  restoredFrom: null,
  acceptedCount: 0,
  ...extra,
});
const versions = [
  version(2, terms.content, { material: true, changeNote: "Monthly fees", acceptedCount: 1 }),
  version(1, "## Fees\n\nFees are due yearly.", { publishedByName: null, acceptedCount: 3 }),
];
const mocks = (extra: MockLink.MockedResponse[] = []): MockLink.MockedResponse[] => [
  { request: { query: AdminPoliciesDocument }, result: { data: { policies: [terms] } }, maxUsageCount: 5 },
  {
    request: { query: PolicyVersionsDocument, variables: { type: "terms" } },
    result: { data: { policyVersions: versions } },
    maxUsageCount: 5,
  },
  ...extra,
];

async function openTermsHistory(extra: MockLink.MockedResponse[] = []) {
  renderRoutes([{ path: "/", element: <PoliciesPage /> }], { mocks: mocks(extra) });
  await userEvent.click(await screen.findByRole("tab", { name: "Terms & Conditions" }));
  const panel = screen.getByRole("tabpanel");
  await userEvent.click(within(panel).getByRole("button", { name: "Version history" }));
  return panel;
}

afterEach(() => jest.clearAllMocks());

describe("policy version history", () => {
  it("lists the versions with who, when, material and how many members accepted each", async () => {
    const panel = await openTermsHistory();
    const list = await within(panel).findByRole("list", { name: "Versions" });
    const [current, first] = within(list).getAllByRole("listitem");
    expect(current).toHaveTextContent("Version 2CurrentMaterial");
    expect(current).toHaveTextContent("Owner Admin");
    expect(current).toHaveTextContent("Monthly fees");
    expect(current).toHaveTextContent("Accepted by 1 member");
    expect(within(current).queryByRole("button", { name: /Restore/ })).not.toBeInTheDocument();
    expect(first).toHaveTextContent("Before version history");
    expect(first).toHaveTextContent("Accepted by 3 members");
  });

  it("compares two versions side by side, changed words marked", async () => {
    const panel = await openTermsHistory();
    const changes = await within(panel).findByRole("group", { name: "Changes from Version 1 to Version 2" });
    expect([...changes.querySelectorAll("del")].map((d) => d.textContent)).toEqual(["yearly"]);
    expect([...changes.querySelectorAll("ins")].map((d) => d.textContent)).toEqual(["monthly"]);
    await userEvent.selectOptions(within(panel).getByLabelText("Compare"), "2");
    expect(await within(panel).findByText("No changes: the two texts are the same.")).toBeInTheDocument();
  });

  it("restores an old version as a new one, material when the admin ticks it", async () => {
    const restored = jest.fn(() => ({ data: { restorePolicyVersion: { ...terms, content: versions[1].content, version: 3 } } }));
    const panel = await openTermsHistory([
      {
        request: {
          query: RestorePolicyVersionDocument,
          variables: { input: { policyType: "terms", version: 1, material: true, changeNote: "Back to yearly fees" } },
        },
        result: restored,
      },
    ]);
    await userEvent.click(await within(panel).findByRole("button", { name: "Restore version 1" }));
    const restore = within(panel).getByRole("region", { name: "Restore version 1" });
    await userEvent.click(within(restore).getByRole("checkbox", { name: /Material change/ }));
    await userEvent.type(within(restore).getByLabelText(/What changed/), "Back to yearly fees");
    await userEvent.click(within(restore).getByRole("button", { name: "Publish version 1 again" }));
    await waitFor(() => expect(restored).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(panel).getByLabelText("Content (Markdown)")).toHaveValue(versions[1].content));
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Version 1 of the Terms & Conditions is published again." });
  });

  it("publishes a material change with its note from the editor", async () => {
    const saved = jest.fn(() => ({ data: { updatePolicy: { ...terms, content: "## Fees\n\nFees are due weekly.", version: 3 } } }));
    renderRoutes([{ path: "/", element: <PoliciesPage /> }], {
      mocks: mocks([
        {
          request: {
            query: UpdatePolicyDocument,
            variables: {
              type: "terms",
              input: { title: "Terms & Conditions", content: "## Fees\n\nFees are due weekly.", material: true, changeNote: "Weekly fees" },
            },
          },
          result: saved,
        },
      ]),
    });
    await userEvent.click(await screen.findByRole("tab", { name: "Terms & Conditions" }));
    const panel = screen.getByRole("tabpanel");
    const content = within(panel).getByLabelText("Content (Markdown)");
    await userEvent.clear(content);
    await userEvent.type(content, "## Fees\n\nFees are due weekly.");
    await userEvent.click(
      within(panel).getByRole("checkbox", { name: "Material change: members must accept this version at their next sign-in" }),
    );
    await userEvent.type(within(panel).getByLabelText(/What changed/), "Weekly fees");
    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(within(panel).getByRole("checkbox", { name: /Material change/ })).not.toBeChecked();
  });

  it("offers no material change for the refund policy, which members do not accept", async () => {
    renderRoutes([{ path: "/", element: <PoliciesPage /> }], { mocks: mocks() });
    await userEvent.click(await screen.findByRole("tab", { name: "Refund Policy" }));
    expect(within(screen.getByRole("tabpanel")).queryByRole("checkbox", { name: /Material change/ })).not.toBeInTheDocument();
  });
});
