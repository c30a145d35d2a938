import type { MockLink } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import { AdminUsersDocument, MyAccountDeletionDocument, ProfilePageDocument, ReferralBonusesDocument } from "../../../graphql/generated";
import { accountData, managedUserData, myHistoryMock, myReferralsMock } from "../../../testing/accounts";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { ProfileRoute } from "./profile-route";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const adminMocks = (role: "admin" | "user"): MockLink.MockedResponse[] => [
  siteLayoutMock,
  { request: { query: ProfilePageDocument }, result: { data: { me: accountData({ role }) } } },
  { request: { query: AdminUsersDocument }, result: { data: { users: [managedUserData({ id: "9", email: "bina@example.com" })] } } },
  { request: { query: ReferralBonusesDocument }, result: { data: { referralBonuses: [] } } },
  { request: { query: MyAccountDeletionDocument }, result: { data: { myAccountDeletion: null } } },
  myReferralsMock(),
  myHistoryMock(),
];

const renderProfile = (role: "admin" | "user") => {
  signIn({ role });
  renderRoutes([{ path: "/profile", element: <ProfileRoute /> }], { path: "/profile", mocks: adminMocks(role) });
};

afterEach(() => localStorage.clear());

describe("/profile", () => {
  it("adds the user and referral bonus panels for an admin", async () => {
    renderProfile("admin");
    expect(await screen.findByRole("heading", { name: "User Account Management" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Referral Bonus Management" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Actions for bina@example.com" })).toBeInTheDocument();
    expect(await screen.findByText("No referral bonuses yet.")).toBeInTheDocument();
  });

  it("shows a member only their own account", async () => {
    renderProfile("user");
    expect(await screen.findByRole("heading", { name: "Badge System" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "User Account Management" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Referral Bonus Management" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your data" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Refer a Friend" })).toBeInTheDocument();
    expect(await screen.findByText("5 more friends to Gold")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Membership History" })).toBeInTheDocument();
  });
});
