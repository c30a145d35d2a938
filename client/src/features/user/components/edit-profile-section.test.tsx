import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { CurrentUserDocument, ProfilePageDocument, UpdateMeDocument } from "../../../graphql/generated";
import { accountData, graphQLError, myHistoryMock } from "../../../testing/accounts";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { ProfilePage } from "./profile-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const profileMock: MockLink.MockedResponse = {
  request: { query: ProfilePageDocument },
  result: { data: { me: accountData() } },
};

async function renderProfile(mocks: MockLink.MockedResponse[]) {
  signIn();
  renderRoutes([{ path: "/profile", element: <ProfilePage /> }], {
    path: "/profile",
    mocks: [siteLayoutMock, profileMock, myHistoryMock(), ...mocks],
  });
  await screen.findByRole("heading", { name: "Edit Profile" });
}

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("Edit Profile", () => {
  it("renames the member and keeps the session the server returns", async () => {
    const renamed = accountData({ name: "Asha D. Sharma" });
    await renderProfile([
      {
        request: { query: UpdateMeDocument, variables: { input: { name: "Asha D. Sharma" } } },
        result: { data: { updateMe: { user: renamed } } },
      },
    ]);
    const name = screen.getByLabelText("Full Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Asha D. Sharma");
    await userEvent.click(screen.getByRole("button", { name: "Save Name" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Asha D. Sharma" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ name: "Asha D. Sharma" });
    expect(toast.success).toHaveBeenCalledWith("Profile updated successfully");
  });

  it("shows the server's answer beside Current Password", async () => {
    await renderProfile([
      {
        request: {
          query: UpdateMeDocument,
          variables: { input: { currentPassword: "wrong-one", newPassword: "newpass1" } },
        },
        result: {
          errors: [
            graphQLError("Current password is incorrect", "BAD_USER_INPUT", {
              currentPassword: "Current password is incorrect",
            }),
          ],
        },
      },
    ]);
    await userEvent.type(screen.getByLabelText("Current Password"), "wrong-one");
    await userEvent.type(screen.getByLabelText("New Password"), "newpass1");
    await userEvent.type(screen.getByLabelText("Confirm New Password"), "newpass1");
    await userEvent.click(screen.getByRole("button", { name: "Update Password" }));
    const message = await screen.findByText("Current password is incorrect");
    expect(screen.getByLabelText("Current Password")).toHaveAttribute("aria-describedby", message.id);
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ name: "Asha Das" });
  });

  it("checks the new password before sending it", async () => {
    await renderProfile([]);
    await userEvent.type(screen.getByLabelText("Current Password"), "gym-secret1");
    await userEvent.type(screen.getByLabelText("New Password"), "abc");
    await userEvent.type(screen.getByLabelText("Confirm New Password"), "abcd");
    await userEvent.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("Password must be at least 6 characters long")).toBeInTheDocument();
    expect(screen.getByText("Passwords do not match")).toBeInTheDocument();
  });

  it("refreshes the page's account from the server", async () => {
    await renderProfile([{ request: { query: CurrentUserDocument }, result: { data: { me: accountData({ name: "Asha Baruah" }) } } }]);
    await userEvent.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Baruah" })).toBeInTheDocument();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Account Refreshed", expect.anything()));
  });
});
