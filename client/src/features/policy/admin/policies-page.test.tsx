import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminPoliciesDocument, GeneratePolicyDocument, UpdatePolicyDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { PoliciesPage } from "./policies-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
const privacy = {
  __typename: "Policy" as const,
  id: "1",
  policyType: "privacy" as const,
  title: "Privacy Policy",
  content: "## Who we are\n\nA gym.",
  version: 1,
  updatedAt: "2025-01-05T10:00:00.000Z",
};
const policiesMock: MockLink.MockedResponse = {
  request: { query: AdminPoliciesDocument },
  result: { data: { policies: [privacy] } },
};
const draft = "## Who we are\n\nA friendly gym that keeps your data safe.";
const generateMock = (result: MockLink.MockedResponse["result"]): MockLink.MockedResponse => ({
  request: {
    query: GeneratePolicyDocument,
    variables: { input: { type: "privacy", title: "Privacy Policy", content: privacy.content, instructions: "Be brief" } },
  },
  result,
});
const generated = (generatedText: string, unappliedInstructions: string[] = [], source = "built-in") =>
  generateMock({ data: { generatePolicy: { __typename: "GeneratedPolicy", generatedText, source, unappliedInstructions } } });
const saveResult = jest.fn(() => ({ data: { updatePolicy: { ...privacy, content: draft } } }));
const saveMock: MockLink.MockedResponse = {
  request: {
    query: UpdatePolicyDocument,
    variables: { type: "privacy", input: { title: "Privacy Policy", content: draft.trim(), material: false, changeNote: null } },
  },
  result: saveResult,
};

const renderPolicies = (mocks: MockLink.MockedResponse[] = []) =>
  renderRoutes([{ path: "/", element: <PoliciesPage /> }], { mocks: [policiesMock, ...mocks] });

const visiblePanel = () => screen.getByRole("tabpanel");

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("PoliciesPage", () => {
  it("has a tab per policy with its guideline, and the markdown editor with its preview", async () => {
    renderPolicies();
    const tabs = within(await screen.findByRole("tablist", { name: "Policies" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Privacy Policy", "Terms & Conditions", "Refund Policy"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    const textarea = within(visiblePanel()).getByLabelText("Content (Markdown)");
    expect(textarea).toHaveAttribute("rows", "15");
    expect(textarea).toHaveValue(privacy.content);

    await userEvent.click(within(visiblePanel()).getByRole("tab", { name: "Preview" }));
    const preview = within(visiblePanel()).getByRole("region", { name: "Preview: Content (Markdown)" });
    expect(within(preview).getByRole("heading", { name: "Who we are" })).toBeInTheDocument();

    await userEvent.click(tabs[2]);
    expect(visiblePanel()).toHaveTextContent("State when a refund is possible");
    expect(within(visiblePanel()).getByText("Not published yet")).toBeInTheDocument();
    expect(within(visiblePanel()).getByLabelText("Content (Markdown)")).toHaveValue("");
  });

  it("shows the AI draft as changes to accept, and saves nothing until Save", async () => {
    renderPolicies([generated(draft, ["Be brief"]), saveMock]);
    const panel = await screen.findByRole("tabpanel");
    await userEvent.type(within(panel).getByLabelText("Instructions for AI Rewrite (optional)"), "Be brief");
    await userEvent.click(within(panel).getByRole("button", { name: "AI Rewrite" }));

    const review = await within(panel).findByRole("region", { name: "Proposed changes" });
    expect(toast.success).toHaveBeenCalledWith("AI suggestion ready", { description: "Review the content, then click Save." });
    const changes = await within(review).findByRole("list", { name: "Changes" });
    const lines = within(changes)
      .getAllByRole("listitem")
      .map((line) => line.textContent);
    expect(lines).toContain("−Removed line: A gym.");
    expect(lines).toContain("+Added line: A friendly gym that keeps your data safe.");
    expect([...changes.querySelectorAll("ins")].map((ins) => ins.textContent).join(" ")).toMatch(/friendly.*keeps your data safe/);
    expect(within(review).getByRole("note")).toHaveTextContent("Not applied (edit the text yourself):Be brief");
    expect(within(panel).getByRole("button", { name: "Save" })).toBeDisabled();

    await userEvent.click(within(review).getByRole("button", { name: "Accept" }));
    expect(within(panel).queryByRole("region", { name: "Proposed changes" })).not.toBeInTheDocument();
    expect(within(panel).getByLabelText("Content (Markdown)")).toHaveValue(`${draft}\n`);
    expect(saveResult).not.toHaveBeenCalled();

    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Privacy Policy updated successfully!" }));
    expect(saveResult).toHaveBeenCalledTimes(1);
  });

  it("keeps the current text when the proposal is discarded", async () => {
    renderPolicies([generated(draft)]);
    const panel = await screen.findByRole("tabpanel");
    await userEvent.type(within(panel).getByLabelText("Instructions for AI Rewrite (optional)"), "Be brief");
    await userEvent.click(within(panel).getByRole("button", { name: "AI Rewrite" }));
    const review = await within(panel).findByRole("region", { name: "Proposed changes" });
    expect(within(review).queryByRole("note")).not.toBeInTheDocument();

    await userEvent.click(within(review).getByRole("button", { name: "Discard" }));
    expect(within(panel).getByLabelText("Content (Markdown)")).toHaveValue(privacy.content);
    expect(within(panel).getByRole("button", { name: "Save" })).toBeEnabled();
    expect(saveResult).not.toHaveBeenCalled();
  });

  it("reports an AI failure and keeps the text as it was", async () => {
    renderPolicies([generateMock({ errors: [{ message: "Failed to generate with AI.", extensions: { code: "AI_FAILED" } }] as never })]);
    const panel = await screen.findByRole("tabpanel");
    await userEvent.type(within(panel).getByLabelText("Instructions for AI Rewrite (optional)"), "Be brief");
    await userEvent.click(within(panel).getByRole("button", { name: "AI Rewrite" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("AI error", { description: "Failed to generate with AI." }));
    expect(within(panel).getByLabelText("Content (Markdown)")).toHaveValue(privacy.content);
  });

  it("says when the AI gave nothing back", async () => {
    renderPolicies([generated("  ", [], "llm")]);
    const panel = await screen.findByRole("tabpanel");
    await userEvent.type(within(panel).getByLabelText("Instructions for AI Rewrite (optional)"), "Be brief");
    await userEvent.click(within(panel).getByRole("button", { name: "AI Rewrite" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("AI error", { description: "No content generated." }));
  });

  it("will not save an empty policy, and says when saving fails", async () => {
    const failing: MockLink.MockedResponse = {
      request: {
        query: UpdatePolicyDocument,
        variables: { type: "privacy", input: { title: "Privacy Policy", content: "New text", material: false, changeNote: null } },
      },
      error: new Error("Network down"),
    };
    renderPolicies([failing]);
    const panel = await screen.findByRole("tabpanel");
    const textarea = within(panel).getByLabelText("Content (Markdown)");
    await userEvent.clear(textarea);
    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    expect(within(panel).getByText("Content is required")).toBeInTheDocument();

    await userEvent.type(textarea, "New text");
    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to save policy. Please try again." }));
  });

  it("offers back the text this browser kept, never putting it in by itself, and forgets it once saved", async () => {
    const key = "gym:autosave:guest:policy:privacy";
    localStorage.setItem(key, JSON.stringify({ text: draft, savedAt: "2026-11-24T12:42:00.000Z" }));
    renderPolicies([saveMock]);
    const panel = await screen.findByRole("tabpanel");
    expect(within(panel).getByLabelText("Content (Markdown)")).toHaveValue(privacy.content);
    await userEvent.click(within(panel).getByRole("button", { name: "Restore unsaved changes from 24 Nov, 6:12 pm" }));
    expect(within(panel).getByLabelText("Content (Markdown)")).toHaveValue(draft);

    await userEvent.click(within(panel).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saveResult).toHaveBeenCalled());
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });
});
