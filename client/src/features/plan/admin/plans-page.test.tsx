import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { CreatePlanDocument } from "../../../graphql/generated";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { festiveBadgeMock, plan, plansMock } from "../../../testing/admin-fixtures";
import { PlansPage } from "./plans-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const plans = [
  plan(),
  plan({ id: "2", name: "QUARTERLY", price: "₹4,000", duration: "3 Months" }),
  plan({ id: "3", name: "YEARLY", price: "₹13,000", duration: "12 Months" }),
];

function renderPlans(mocks: MockLink.MockedResponse[] = []) {
  signIn({ id: "1", role: "admin" });
  renderRoutes([{ path: "/", element: <PlansPage /> }], { mocks: [plansMock(plans), festiveBadgeMock(), ...mocks] });
}

async function openAddPlan() {
  await userEvent.click(await screen.findByRole("button", { name: "Add New Plan" }));
  return screen.getByRole("dialog", { name: "Add New Plan" });
}

const stat = (label: string) => within(screen.getByRole("group", { name: label })).getByText(/^\d+$/).textContent;

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("PlansPage", () => {
  it("counts all plans, one-month plans as monthly and twelve-month plans as annual", async () => {
    renderPlans();
    await screen.findByRole("heading", { name: "YEARLY" });
    expect([stat("Total Plans"), stat("Monthly Plans"), stat("Annual Plans")]).toEqual(["3", "1", "1"]);
    expect(screen.getByRole("heading", { name: "Festive Badge" })).toBeInTheDocument();
  });

  it("filters the plans by state, with how many are in each", async () => {
    signIn({ id: "1", role: "admin" });
    const mixed = [
      plan(),
      plan({ id: "2", name: "DIWALI", state: "scheduled", publishAt: "2026-10-20T00:00:00.000Z" }),
      plan({ id: "3", name: "DRAFTY", state: "draft" }),
    ];
    renderRoutes([{ path: "/", element: <PlansPage /> }], { mocks: [plansMock(mixed), festiveBadgeMock()] });
    await screen.findByRole("heading", { name: "DRAFTY" });
    await userEvent.click(screen.getByRole("button", { name: "Scheduled (1)" }));
    expect(screen.getByRole("heading", { name: "DIWALI" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "DRAFTY" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "MONTHLY" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "All (3)" }));
    for (const name of ["MONTHLY", "DIWALI", "DRAFTY"]) expect(screen.getByRole("heading", { name })).toBeInTheDocument();
  });

  it("requires a name, a price and a duration", async () => {
    renderPlans();
    const dialog = await openAddPlan();
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish Plan" }));
    for (const text of ["Name is required", "Price is required", "Duration is required"]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
  });

  it("offers Remove only while more than one feature row is left", async () => {
    renderPlans();
    const dialog = await openAddPlan();
    expect(within(dialog).getAllByRole("textbox", { name: /^Feature/ })).toHaveLength(1);
    expect(within(dialog).queryByRole("button", { name: /^Remove feature/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Add Feature" }));
    expect(within(dialog).getAllByRole("textbox", { name: /^Feature/ })).toHaveLength(2);
    expect(within(dialog).getAllByRole("button", { name: /^Remove feature/ })).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole("button", { name: "Remove feature 2" }));
    expect(within(dialog).getAllByRole("textbox", { name: /^Feature/ })).toHaveLength(1);
    expect(within(dialog).queryByRole("button", { name: /^Remove feature/ })).not.toBeInTheDocument();
  });

  it("shows the default chat, built from the price and number as they are now, instead of storing a link", async () => {
    renderPlans();
    const dialog = await openAddPlan();
    expect(within(dialog).queryByRole("button", { name: /Generate/ })).not.toBeInTheDocument();
    const preview = within(dialog).getByRole("group", { name: "Default Choose link" });
    // The dialog may open before the gym's number has loaded; the default follows it once it has.
    await waitFor(() => expect(preview).toHaveTextContent("Default: WhatsApp message with the current price and number"));

    await userEvent.type(within(dialog).getByLabelText("Name"), "STUDENT");
    await userEvent.type(within(dialog).getByLabelText("Price"), "₹1,200");
    expect(preview).toHaveTextContent("To +91 98640 12345: “Hi! I'm interested in the STUDENT plan (₹1,200). Please share the details.”");
    const chat = within(preview).getByRole("link", { name: "Try the chat link" }).getAttribute("href")!;
    expect(chat).toMatch(/^https:\/\/wa\.me\/919864012345\?text=/);
    expect(decodeURIComponent(chat)).toContain("STUDENT plan (₹1,200)");
    expect(within(dialog).getByLabelText("Button Link (optional)")).toHaveValue("");

    await userEvent.type(within(dialog).getByLabelText("Button Link (optional)"), "https://pay.example.com/student");
    expect(preview).toHaveTextContent("(not used while a link is set)");
  });

  it("drops empty feature rows on save and adds the plan", async () => {
    const input = { name: "STUDENT", price: "₹1,200", duration: "1 Month", features: ["College ID"], buttonLink: null };
    const create: MockLink.MockedResponse = {
      request: { query: CreatePlanDocument, variables: { input, draft: false } },
      result: { data: { createPlan: plan({ id: "9", ...input }) } },
    };
    renderPlans([create, plansMock([plan({ id: "9", ...input }), ...plans])]);
    const dialog = await openAddPlan();
    await userEvent.type(within(dialog).getByLabelText("Name"), "STUDENT");
    await userEvent.type(within(dialog).getByLabelText("Price"), "₹1,200");
    await userEvent.type(within(dialog).getByLabelText("Duration"), "1 Month");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Feature" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Feature 2" }), "College ID");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Feature" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish Plan" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Success", { description: "Subscription added successfully" }));
    expect(await screen.findByRole("heading", { name: "STUDENT" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens Edit Plan with the plan's values and asks before deleting", async () => {
    renderPlans();
    await userEvent.click(await screen.findByRole("button", { name: "Edit QUARTERLY" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Plan" });
    expect(within(dialog).getByLabelText("Price")).toHaveValue("₹4,000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await userEvent.click(screen.getByRole("button", { name: "Delete QUARTERLY" }));
    expect(screen.getByRole("dialog", { name: "Delete subscription" })).toHaveTextContent(
      "Are you sure you want to delete this subscription?",
    );
  });
});
