import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminUsersDocument, DeleteUserDocument, SetUserStatusDocument, UpgradeUserDocument } from "../../../graphql/generated";
import { graphQLError, managedUserData } from "../../../testing/accounts";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { chooseAction, openActions } from "../../../testing/menus";
import { UserAccountManagement } from "./user-account-management";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const admin = managedUserData({ id: "1", name: "Ravi Admin", email: "admin@example.com", role: "admin" });
const asha = managedUserData({ id: "7", name: "Asha Das", email: "asha@example.com", referralScore: 25 });
const usersMock: MockLink.MockedResponse = {
  request: { query: AdminUsersDocument },
  result: { data: { users: [asha, admin] } },
};

async function renderPanel(mocks: MockLink.MockedResponse[] = []) {
  signIn({ id: "1", role: "admin", email: "admin@example.com" });
  renderRoutes([{ path: "/", element: <UserAccountManagement /> }], { mocks: [usersMock, ...mocks] });
  await screen.findByText("asha@example.com");
}

const row = (email: string) => screen.getByText(email).closest("tr")!;

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("UserAccountManagement", () => {
  it("lists every user with their details and actions, but no delete for yourself", async () => {
    await renderPanel();
    const cells = within(row("asha@example.com"))
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual(["Asha Das", "asha@example.com", "Member", "Active", "Basic", "December 31, 2099", "User", "25"]);
    expect(await openActions("asha@example.com")).toEqual([
      "Edit",
      "Upgrade",
      "Membership history",
      "Reset password",
      "Deactivate",
      "Delete",
    ]);
    expect(screen.getByRole("button", { name: "Add User" })).toBeInTheDocument();
  });

  it("offers no Deactivate or Delete on your own row, which the server would refuse", async () => {
    await renderPanel();
    const own = within(row("admin@example.com"));
    expect(own.getAllByRole("cell")[0]).toHaveTextContent("Ravi AdminYou");
    expect(own.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(["Actions for admin@example.com"]);
    expect(await openActions("admin@example.com")).toEqual(["Edit", "Upgrade", "Membership history", "Reset password"]);
  });

  it("asks for a tier before upgrading, and closes and resets on Escape", async () => {
    await renderPanel();
    await chooseAction("asha@example.com", "Upgrade");
    const dialog = screen.getByRole("dialog", { name: "Upgrade User" });
    expect(within(dialog).getByLabelText("Membership Tier")).toHaveFocus();
    expect(within(dialog).getByLabelText("Expiry Date")).toHaveValue("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Upgrade" }));
    expect(await within(dialog).findByText("Please select a membership tier")).toBeInTheDocument();

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await chooseAction("asha@example.com", "Upgrade");
    expect(screen.queryByText("Please select a membership tier")).not.toBeInTheDocument();
  });

  it("upgrades a user, shows the new tier and reloads the list for a referrer's new score", async () => {
    const upgraded = { ...asha, membershipTier: "premium" as const, upgradedAt: "2025-06-01T00:00:00.000Z" };
    await renderPanel([
      {
        request: { query: UpgradeUserDocument, variables: { id: "7", input: { membershipTier: "premium", reason: "Paid at the desk" } } },
        result: { data: { upgradeUser: upgraded } },
      },
      { request: { query: AdminUsersDocument }, result: { data: { users: [upgraded, { ...admin, referralScore: 10 }] } } },
    ]);
    await chooseAction("asha@example.com", "Upgrade");
    await userEvent.selectOptions(screen.getByLabelText("Membership Tier"), "premium");
    await userEvent.type(screen.getByLabelText("Reason"), "Paid at the desk");
    await userEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    await waitFor(() => expect(within(row("asha@example.com")).getByText("Premium")).toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith("User upgraded to Premium");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(row("admin@example.com")).toHaveTextContent("10"));
  });

  it("leaves the list unchanged when the upgrade fails", async () => {
    await renderPanel([
      {
        request: { query: UpgradeUserDocument, variables: { id: "7", input: { membershipTier: "platinum", reason: "Paid at the desk" } } },
        error: new Error("Network down"),
      },
    ]);
    await chooseAction("asha@example.com", "Upgrade");
    await userEvent.selectOptions(screen.getByLabelText("Membership Tier"), "platinum");
    await userEvent.type(screen.getByLabelText("Reason"), "Paid at the desk");
    await userEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to upgrade user", { description: undefined }));
    expect(within(row("asha@example.com")).getByText("Basic")).toBeInTheDocument();
  });

  it("deactivates a user when the server agrees", async () => {
    await renderPanel([
      {
        request: { query: SetUserStatusDocument, variables: { id: "7", status: "inactive" } },
        result: { data: { setUserStatus: { ...asha, accountStatus: "inactive" } } },
      },
    ]);
    await chooseAction("asha@example.com", "Deactivate");
    expect(await within(row("asha@example.com")).findByText("Inactive")).toBeInTheDocument();
    expect(await openActions("asha@example.com")).toContain("Activate");
    expect(toast.success).toHaveBeenCalledWith("User account deactivated");
  });

  it("keeps the status as it was when the server refuses", async () => {
    const refusal = "User not found";
    await renderPanel([
      {
        request: { query: SetUserStatusDocument, variables: { id: "7", status: "inactive" } },
        result: { errors: [graphQLError(refusal, "NOT_FOUND")] },
      },
    ]);
    await chooseAction("asha@example.com", "Deactivate");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to update user status", { description: refusal }));
    expect(within(row("asha@example.com")).getByText("Active")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Actions for asha@example.com" })).toBeEnabled();
  });

  it("deletes a user after confirmation", async () => {
    await renderPanel([{ request: { query: DeleteUserDocument, variables: { id: "7" } }, result: { data: { deleteUser: true } } }]);
    await chooseAction("asha@example.com", "Delete");
    const dialog = screen.getByRole("dialog", { name: "Delete User" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete Asha Das (asha@example.com)?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("asha@example.com")).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith("User deleted successfully");
  });

  it("says so when the users cannot be loaded", async () => {
    signIn({ id: "1", role: "admin" });
    renderRoutes([{ path: "/", element: <UserAccountManagement /> }], {
      mocks: [{ request: { query: AdminUsersDocument }, error: new Error("Network down") }],
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load users");
    expect(toast.error).toHaveBeenCalledWith("Failed to load users", { description: undefined });
  });
});
