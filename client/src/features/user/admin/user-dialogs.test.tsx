import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminUsersDocument, CreateUserDocument, MemberHistoryDocument, UpdateUserDocument } from "../../../graphql/generated";
import { MESSAGES } from "../../../../../common/validation";
import { graphQLError, managedUserData } from "../../../testing/accounts";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { chooseAction } from "../../../testing/menus";
import { UserAccountManagement } from "./user-account-management";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const admin = managedUserData({ id: "1", name: "Ravi Admin", email: "admin@example.com", role: "admin" });
const asha = managedUserData({ id: "7", name: "Asha Das", email: "asha@example.com" });
const editInput = {
  name: "Asha Das",
  email: "asha@example.com",
  role: "user",
  accountStatus: "active",
  badge: "gold",
  referralScore: 0,
};

async function renderPanel(mocks: MockLink.MockedResponse[]) {
  signIn({ id: "1", role: "admin", email: "admin@example.com" });
  renderRoutes([{ path: "/", element: <UserAccountManagement /> }], {
    mocks: [{ request: { query: AdminUsersDocument }, result: { data: { users: [asha, admin] } } }, ...mocks],
  });
  await screen.findByText("asha@example.com");
}

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("user dialogs", () => {
  it("edits a user; the password is sent only when a new one is entered", async () => {
    await renderPanel([
      {
        request: { query: UpdateUserDocument, variables: { id: "7", input: editInput } },
        result: { data: { updateUser: { ...asha, badge: "gold" } } },
      },
    ]);
    await chooseAction("asha@example.com", "Edit");
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    expect(within(dialog).getByLabelText("New Password")).toHaveValue("");
    expect(within(dialog).getByText(/changes it only when a new one is entered/)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText("Badge"), "gold");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("User updated successfully"));
    expect(screen.getByText("asha@example.com").closest("tr")).toHaveTextContent("Gold");
  });

  it("asks for a reason when the referral score changes, and sends it with the edit", async () => {
    await renderPanel([
      {
        request: {
          query: UpdateUserDocument,
          variables: { id: "7", input: { ...editInput, badge: "user", referralScore: 40, reason: "Brought three friends in March" } },
        },
        result: { data: { updateUser: { ...asha, referralScore: 40 } } },
      },
    ]);
    await chooseAction("asha@example.com", "Edit");
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    await userEvent.clear(within(dialog).getByLabelText("Referral Score"));
    await userEvent.type(within(dialog).getByLabelText("Referral Score"), "40");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText(MESSAGES.scoreReasonRequired)).toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Brought three friends in March");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("User updated successfully"));
  });

  it("shows a member's membership history from the row's History action", async () => {
    await renderPanel([
      {
        request: { query: MemberHistoryDocument, variables: { id: "7", limit: 50 } },
        result: {
          data: {
            user: {
              __typename: "User",
              id: "7",
              membershipHistory: [
                {
                  __typename: "MembershipChange",
                  id: "3",
                  field: "tier",
                  oldValue: "basic",
                  newValue: "premium",
                  actorName: "Ravi Admin",
                  byYou: false,
                  source: "admin",
                  reason: "Paid 12 months",
                  createdAt: "2026-03-01T04:30:00.000Z",
                },
              ],
            },
          },
        },
      },
    ]);
    await chooseAction("asha@example.com", "Membership history");
    const dialog = screen.getByRole("dialog", { name: "Membership History" });
    const line = await within(dialog).findByText("Membership tier");
    const item = line.closest("li")!;
    // 04:30 UTC is 10:00 at the gym.
    expect(item).toHaveTextContent("Mar 1, 2026, 10:00 AM");
    expect(item).toHaveTextContent("Basic");
    expect(item).toHaveTextContent("Premium");
    expect(item).toHaveTextContent("Ravi Admin — Paid 12 months");
  });

  it("shows the server's field error in the edit dialog and keeps it open", async () => {
    const taken = "An account with this email already exists";
    await renderPanel([
      {
        request: {
          query: UpdateUserDocument,
          variables: { id: "7", input: { ...editInput, badge: "user", email: "admin@example.com" } },
        },
        result: { errors: [graphQLError(taken, "BAD_USER_INPUT", { email: taken })] },
      },
    ]);
    await chooseAction("asha@example.com", "Edit");
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    await userEvent.clear(within(dialog).getByLabelText("Email"));
    await userEvent.type(within(dialog).getByLabelText("Email"), "admin@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
  });

  it("locks the role and status of your own account", async () => {
    await renderPanel([]);
    await chooseAction("admin@example.com", "Edit");
    expect(screen.getByLabelText("Role")).toBeDisabled();
    expect(screen.getByLabelText("Status")).toBeDisabled();
  });

  it("asks for your current password before your own e-mail changes, and sends it", async () => {
    const ownInput = { ...editInput, name: "Ravi Admin", email: "ravi@example.com", role: "admin", badge: "user" };
    await renderPanel([
      {
        request: { query: UpdateUserDocument, variables: { id: "1", input: { ...ownInput, currentPassword: "owner-secret" } } },
        result: { data: { updateUser: { ...admin, email: "ravi@example.com" } } },
      },
    ]);
    await chooseAction("admin@example.com", "Edit");
    const dialog = screen.getByRole("dialog", { name: "Edit User" });
    await userEvent.clear(within(dialog).getByLabelText("Email"));
    await userEvent.type(within(dialog).getByLabelText("Email"), "ravi@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText(MESSAGES.currentPasswordToChangeSignIn)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Your Current Password"), "owner-secret");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("User updated successfully"));
  });

  it("does not ask another account's editor for a current password", async () => {
    await renderPanel([]);
    await chooseAction("asha@example.com", "Edit");
    expect(within(screen.getByRole("dialog", { name: "Edit User" })).queryByLabelText("Your Current Password")).not.toBeInTheDocument();
  });

  it("asks for your current password when you set your own, and shows the server's verdict on it", async () => {
    await renderPanel([
      {
        request: { query: UpdateUserDocument, variables: { id: "1", input: { password: "fresh-pass", currentPassword: "not-it" } } },
        result: {
          errors: [graphQLError(MESSAGES.currentPasswordWrong, "BAD_USER_INPUT", { currentPassword: MESSAGES.currentPasswordWrong })],
        },
      },
    ]);
    await chooseAction("admin@example.com", "Reset password");
    const dialog = screen.getByRole("dialog", { name: "Reset Password" });
    await userEvent.type(within(dialog).getByLabelText("New Password"), "fresh-pass");
    await userEvent.type(within(dialog).getByLabelText("Confirm Password"), "fresh-pass");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set Password" }));
    expect(await within(dialog).findByText(MESSAGES.currentPasswordToChangeSignIn)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Your Current Password"), "not-it");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set Password" }));
    expect(await within(dialog).findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
  });

  it("resets a user's password", async () => {
    await renderPanel([
      {
        request: { query: UpdateUserDocument, variables: { id: "7", input: { password: "fresh-pass" } } },
        result: { data: { updateUser: asha } },
      },
    ]);
    await chooseAction("asha@example.com", "Reset password");
    const dialog = screen.getByRole("dialog", { name: "Reset Password" });
    await userEvent.type(within(dialog).getByLabelText("New Password"), "fresh-pass");
    await userEvent.type(within(dialog).getByLabelText("Confirm Password"), "fresh-pass");
    await userEvent.click(within(dialog).getByRole("button", { name: "Set Password" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Password updated for asha@example.com"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("adds a user at the top of the list", async () => {
    const created = managedUserData({ id: "9", name: "Bina Roy", email: "bina@example.com" });
    await renderPanel([
      {
        request: {
          query: CreateUserDocument,
          variables: { input: { name: "Bina Roy", email: "bina@example.com", password: "gym-secret1", role: "user" } },
        },
        result: { data: { createUser: created } },
      },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = screen.getByRole("dialog", { name: "Add User" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add User" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Bina Roy");
    await userEvent.type(within(dialog).getByLabelText("Email"), "bina@example.com");
    await userEvent.type(within(dialog).getByLabelText("Password"), "gym-secret1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add User" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("User created successfully"));
    const emails = screen
      .getAllByRole("row")
      .slice(1)
      .map((tr) => within(tr).getAllByRole("cell")[1].textContent);
    expect(emails).toEqual(["bina@example.com", "asha@example.com", "admin@example.com"]);
  });
});
