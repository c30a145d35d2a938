import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signIn } from "../../../testing/render-routes";
import { festiveBadgeData, plan } from "../../../testing/admin-fixtures";
import { renderAdminPage, sessionEndingServer } from "../../../testing/session-server";
import { PlansPage } from "./plans-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const monthly = plan();
const contactInfo = { __typename: "ContactInfo", id: "1", whatsapp: "+91 98640 12345" };
const server = (plans = [monthly], writes: unknown[] = []) =>
  sessionEndingServer(
    { AdminPlans: { plans, contactInfo }, AdminFestiveBadge: festiveBadgeData(false), AdminFestiveCampaigns: { festiveCampaigns: [] } },
    writes,
  );

const admin = () => signIn({ id: "1", role: "admin", name: "Ravi Admin" });
const renderPlans = (plans = [monthly], writes: unknown[] = []) =>
  renderAdminPage("/admin/subscriptions", <PlansPage />, server(plans, writes));

/** Edits the monthly plan's price and saves, and the server says the session has ended. */
async function endSessionWhileEditing() {
  admin();
  const writes: unknown[] = [];
  const view = renderPlans([monthly], writes);
  await userEvent.click(await screen.findByRole("button", { name: "Edit MONTHLY" }));
  const price = within(screen.getByRole("dialog", { name: "Edit Plan" })).getByLabelText("Price");
  await userEvent.clear(price);
  await userEvent.type(price, "₹1,800");
  await userEvent.click(screen.getByRole("button", { name: "Update Plan" }));
  expect(await screen.findByText("Sign-in page at /login?next=%2Fadmin%2Fsubscriptions")).toBeInTheDocument();
  expect(writes).toHaveLength(1);
  view.unmount();
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.clearAllMocks();
});

describe("PlansPage when the session ends mid-edit", () => {
  it("reopens the plan's dialog after signing in again, with the typed changes and a notice", async () => {
    await endSessionWhileEditing();
    admin();
    renderPlans();
    const dialog = await screen.findByRole("dialog", { name: "Edit Plan" });
    expect(within(dialog).getByText(/Your unsaved changes were restored/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Price")).toHaveValue("₹1,800");
    expect(within(dialog).getByLabelText("Name")).toHaveValue("MONTHLY");
  });

  it("goes back to the saved plan on Discard changes, and does not restore the changes twice", async () => {
    await endSessionWhileEditing();
    admin();
    const view = renderPlans();
    const dialog = await screen.findByRole("dialog", { name: "Edit Plan" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Discard changes" }));
    expect(within(dialog).getByLabelText("Price")).toHaveValue("₹1,500");
    expect(within(dialog).queryByText(/Your unsaved changes were restored/)).not.toBeInTheDocument();
    view.unmount();

    renderPlans();
    await screen.findByRole("heading", { name: "MONTHLY" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("drops the changes to a plan deleted meanwhile instead of opening a dialog", async () => {
    await endSessionWhileEditing();
    admin();
    const view = renderPlans([plan({ id: "2", name: "YEARLY", duration: "12 Months" })]);
    await screen.findByRole("heading", { name: "YEARLY" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    view.unmount();
    expect(sessionStorage.length).toBe(0);
  });
});
