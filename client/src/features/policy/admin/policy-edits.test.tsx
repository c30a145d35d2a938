import type { MockLink } from "@apollo/client/testing";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminPoliciesDocument, GeneratePolicyDocument, UpdatePolicyDocument, type AdminPolicyFragment } from "../../../graphql/generated";
import { AdminLayout } from "../../../components/layouts/admin-layout";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { adminLayoutMock } from "../../../testing/admin-fixtures";
import { renderAdminPage, sessionEndingServer } from "../../../testing/session-server";
import { PoliciesPage } from "./policies-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const privacy: AdminPolicyFragment = {
  __typename: "Policy" as const,
  id: "1",
  policyType: "privacy",
  title: "Privacy Policy",
  content: "## Who we are\n\nA gym.",
  version: 1,
  updatedAt: "2025-01-05T10:00:00.000Z",
};
const proposed = "## Who we are\n\nA friendly gym that keeps your data safe.";
const generatePolicy = { __typename: "GeneratedPolicy", generatedText: proposed, source: "built-in", unappliedInstructions: [] };

const admin = () => signIn({ id: "1", role: "admin", name: "Ravi Admin" });
const content = () => within(screen.getByRole("tabpanel")).getByLabelText("Content (Markdown)");
const findContent = async () => within(await screen.findByRole("tabpanel")).getByLabelText("Content (Markdown)");
const notice = () => screen.queryByText(/Your unsaved changes were restored/);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

describe("PolicyEditor when the session ends mid-edit", () => {
  const renderPolicies = (writes: unknown[] = []) =>
    renderAdminPage(
      "/admin/policies",
      <PoliciesPage />,
      sessionEndingServer({ AdminPolicies: { policies: [privacy] }, GeneratePolicy: { generatePolicy } }, writes),
    );

  it("restores the typed text after signing in again, and Discard changes goes back to the saved text", async () => {
    admin();
    const writes: unknown[] = [];
    const view = renderPolicies(writes);
    await userEvent.type(await findContent(), "\n\nWe never sell data.");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Sign-in page at /login?next=%2Fadmin%2Fpolicies")).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    view.unmount();

    admin();
    renderPolicies();
    expect(await findContent()).toHaveValue(`${privacy.content}\n\nWe never sell data.`);
    expect(notice()).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(content()).toHaveValue(privacy.content);
    expect(notice()).not.toBeInTheDocument();
  });

  it("keeps an AI proposal not yet accepted when another tab signs out", async () => {
    admin();
    const view = renderPolicies();
    await findContent();
    await userEvent.click(screen.getByRole("button", { name: "AI Rewrite" }));
    await screen.findByRole("region", { name: "Proposed changes" });
    // Another tab's Logout removes the user, then the token; the first change alone ends the session here.
    act(() => {
      localStorage.removeItem("user");
      window.dispatchEvent(new StorageEvent("storage", { key: "user" }));
    });
    expect(await screen.findByText("Sign-in page at /login?next=%2Fadmin%2Fpolicies")).toBeInTheDocument();
    view.unmount();

    admin();
    renderPolicies();
    const review = await screen.findByRole("region", { name: "Proposed changes" });
    expect(notice()).toBeInTheDocument();
    await userEvent.click(within(review).getByRole("button", { name: "Accept" }));
    expect(content()).toHaveValue(`${proposed}\n`);
  });
});

describe("PolicyEditor inside the admin layout", () => {
  const saved = { ...privacy, content: proposed };
  const mocks = (policies = [privacy]): MockLink.MockedResponse[] => [
    adminLayoutMock(0),
    { request: { query: AdminPoliciesDocument }, result: { data: { policies } } },
    {
      request: {
        query: GeneratePolicyDocument,
        variables: { input: { type: "privacy", title: "Privacy Policy", content: privacy.content, instructions: null } },
      },
      result: { data: { generatePolicy } },
    },
    {
      request: {
        query: UpdatePolicyDocument,
        variables: { type: "privacy", input: { title: "Privacy Policy", content: proposed, material: false, changeNote: null } },
      },
      result: { data: { updatePolicy: saved } },
    },
  ];
  const prompt = () => screen.queryByRole("dialog", { name: "Discard unsaved changes?" });

  function renderLayout(policies = [privacy]) {
    admin();
    renderRoutes(
      [
        {
          path: "/admin",
          element: <AdminLayout />,
          children: [
            { path: "policies", element: <PoliciesPage /> },
            { path: "blogs", element: <h1>Blogs page</h1> },
          ],
        },
      ],
      { path: "/admin/policies", mocks: mocks(policies) },
    );
  }
  const leave = () => userEvent.click(screen.getByRole("link", { name: "Blog Posts" }));

  it("leaves untouched policies without asking, even when a stored text ends in a line break", async () => {
    const terms: AdminPolicyFragment = {
      ...privacy,
      id: "2",
      policyType: "terms",
      title: "Terms & Conditions",
      content: "## Rules\n\nBe kind.\n",
    };
    renderLayout([privacy, terms]);
    await findContent();
    await leave();
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Blogs page" })).toBeInTheDocument();
  });

  it("asks before a link leaves typed text, and Keep editing keeps it", async () => {
    renderLayout();
    await userEvent.type(await findContent(), " Hello.");
    await leave();
    expect(prompt()).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(content()).toHaveValue(`${privacy.content} Hello.`);
  });

  it("asks while an AI proposal waits, and leaves without asking once the accepted text is saved", async () => {
    renderLayout();
    await findContent();
    await userEvent.click(screen.getByRole("button", { name: "AI Rewrite" }));
    const review = await screen.findByRole("region", { name: "Proposed changes" });
    await leave();
    expect(prompt()).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));

    await userEvent.click(within(review).getByRole("button", { name: "Accept" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    await leave();
    expect(prompt()).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Blogs page" })).toBeInTheDocument();
  });
});
