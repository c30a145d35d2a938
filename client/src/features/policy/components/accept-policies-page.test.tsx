import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { POLICY_VERSION_MESSAGES } from "../../../../../common/validation";
import { AcceptPoliciesDocument, PendingPoliciesDocument, type PendingPolicyItemFragment } from "../../../graphql/generated";
import { seoDefaultsMock } from "../../../components/seo/testing/seo-fixtures";
import { graphQLError } from "../../../testing/accounts";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { AcceptPoliciesPage } from "./accept-policies-page";
import { RequireAcceptedPolicies } from "./require-accepted-policies";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const termsVersion = (version: number, content: string, changeNote: string | null = null) => ({
  __typename: "PolicyVersion" as const,
  id: String(version),
  version,
  title: "Terms & Conditions",
  content,
  changeNote,
  publishedAt: "2025-03-01T10:00:00.000Z",
});
const pendingTerms: PendingPolicyItemFragment = {
  __typename: "PendingPolicy",
  policyType: "terms",
  current: termsVersion(3, "## Fees\n\nFees are due monthly.", "Fees are now monthly"),
  accepted: termsVersion(1, "## Fees\n\nFees are due yearly."),
};
const pending = (items: PendingPolicyItemFragment[]): MockLink.MockedResponse => ({
  request: { query: PendingPoliciesDocument },
  result: { data: { pendingPolicies: items } },
});
const accept = (result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: { query: AcceptPoliciesDocument, variables: { input: { terms: 3, privacy: null } } },
  result,
});

const routes = [
  { path: "/accept-policies", element: <AcceptPoliciesPage /> },
  {
    path: "/profile",
    element: (
      <RequireAcceptedPolicies>
        <h1>Profile page</h1>
      </RequireAcceptedPolicies>
    ),
  },
  { path: "/login", element: <h1>Sign-in page</h1> },
];

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("accepting updated policies", () => {
  it("sends a member with a pending policy from the profile to the page, shows what changed, and returns after I accept", async () => {
    signIn();
    const accepted = jest.fn(() => ({ data: { acceptPolicies: [] } }));
    renderRoutes(routes, {
      path: "/profile",
      mocks: [seoDefaultsMock, pending([pendingTerms]), pending([pendingTerms]), accept(accepted), pending([])],
    });
    expect(await screen.findByRole("heading", { name: "We have updated our policies" })).toBeInTheDocument();
    const section = await screen.findByRole("region", { name: "Terms & Conditions" });
    expect(section).toHaveTextContent("Version 3, published");
    expect(section).toHaveTextContent("(you accepted version 1)");
    expect(section).toHaveTextContent("What changed: Fees are now monthly");
    expect(within(section).getByRole("link", { name: /Read the full Terms & Conditions/ })).toHaveAttribute("target", "_blank");
    const changes = await within(section).findByRole("list", { name: "Changes" });
    expect([...changes.querySelectorAll("ins")].map((i) => i.textContent)).toEqual(["monthly"]);

    await userEvent.click(screen.getByRole("button", { name: "I accept" }));
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    expect(accepted).toHaveBeenCalledTimes(1);
  });

  it("shows the whole text as new to a member who never accepted a version", async () => {
    signIn();
    renderRoutes(routes, { path: "/accept-policies", mocks: [seoDefaultsMock, pending([{ ...pendingTerms, accepted: null }])] });
    const section = await screen.findByRole("region", { name: "Terms & Conditions" });
    expect(section).not.toHaveTextContent("you accepted");
    const changes = await within(section).findByRole("list", { name: "Changes" });
    expect(
      within(changes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toContain("+Added line: Fees are due monthly.");
  });

  it("says when the policy changed again meanwhile, and shows the new version", async () => {
    signIn();
    const stale = graphQLError(POLICY_VERSION_MESSAGES.versionNotCurrent, "BAD_USER_INPUT", {
      terms: POLICY_VERSION_MESSAGES.versionNotCurrent,
    });
    renderRoutes(routes, {
      path: "/accept-policies",
      mocks: [seoDefaultsMock, pending([pendingTerms]), accept({ errors: [stale] }), pending([pendingTerms])],
    });
    await userEvent.click(await screen.findByRole("button", { name: "I accept" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(POLICY_VERSION_MESSAGES.versionNotCurrent);
  });

  it("never asks an admin, and lets a member with nothing pending through", async () => {
    signIn({ role: "admin" });
    const view = renderRoutes(routes, { path: "/profile" });
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
    view.unmount();
    localStorage.clear();
    signIn();
    renderRoutes(routes, { path: "/profile", mocks: [pending([])] });
    expect(await screen.findByRole("heading", { name: "Profile page" })).toBeInTheDocument();
  });

  it("sends a signed-out visitor to sign in first", async () => {
    renderRoutes(routes, { path: "/accept-policies" });
    expect(await screen.findByRole("heading", { name: "Sign-in page" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("button", { name: "I accept" })).not.toBeInTheDocument());
  });
});
