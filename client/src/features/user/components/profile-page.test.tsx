import type { MockLink } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import { ProfilePageDocument, type AccountFragment } from "../../../graphql/generated";
import { accountData, myHistoryMock } from "../../../testing/accounts";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { ProfilePage } from "./profile-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const profileMock = (overrides: Partial<AccountFragment> = {}): MockLink.MockedResponse => ({
  request: { query: ProfilePageDocument },
  result: { data: { me: accountData(overrides) } },
});

function renderProfile(mocks: MockLink.MockedResponse[] = []) {
  renderRoutes([{ path: "/profile", element: <ProfilePage adminPanels={<p>Admin panels</p>} referrals={<p>Referral card</p>} /> }], {
    path: "/profile",
    mocks: [siteLayoutMock, myHistoryMock(), ...mocks],
  });
}

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("section")!;

afterEach(() => localStorage.clear());

describe("ProfilePage", () => {
  it("asks a visitor to log in", () => {
    renderProfile();
    expect(screen.getByText("Please log in to view your profile.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login?next=%2Fprofile");
  });

  it("shows the member's header from the server, with EXPIRED and the expired date in red", async () => {
    signIn();
    renderProfile([profileMock({ expirationDate: "2024-12-31T18:29:59.999Z", badge: "gold", referralScore: 40 })]);
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Das" })).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getByText("Member since January 5, 2025")).toBeInTheDocument();
    expect(screen.getByText("EXPIRED")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh" })).toBeInTheDocument();

    const status = card("Account Status");
    expect(within(status).getByText("Active")).toBeInTheDocument();
    expect(within(status).getByText("Basic")).toBeInTheDocument();
    expect(within(status).getByText("Expired December 31, 2024")).toHaveClass("text-red-700");
    expect(screen.getByText("Referral card")).toBeInTheDocument();
    expect(screen.queryByText("Your Membership")).not.toBeInTheDocument();
  });

  it("leads with the plan, the days left and the member ID with its QR code", async () => {
    signIn();
    const inTwentyDays = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString();
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString();
    renderProfile([profileMock({ membershipTier: "premium", expirationDate: inTwentyDays, upgradedAt: tenDaysAgo })]);
    const summary = (await screen.findByRole("heading", { name: "Current plan" })).closest("section")!;
    expect(within(summary).getByText("Premium Member")).toBeInTheDocument();
    expect(within(summary).getByText(/^(19|20) days left$/)).toBeInTheDocument();
    const bar = within(summary).getByRole("progressbar", { name: "Membership time left" });
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(66);
    expect(Number(bar.getAttribute("aria-valuenow"))).toBeLessThanOrEqual(67);
    expect(within(summary).getByText("IWF-000007")).toBeInTheDocument();
    const qr = within(summary).getByRole("img", { name: "QR code of member ID IWF-000007" });
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it("shows 'Expires' while the membership runs", async () => {
    signIn();
    renderProfile([profileMock({ expirationDate: "2099-12-31T18:29:59.999Z" })]);
    expect(await screen.findByText("Expires December 31, 2099")).toBeInTheDocument();
    expect(screen.queryByText("EXPIRED")).not.toBeInTheDocument();
  });

  it.each([
    ["premium", "Premium Member", ["Extended Access", "Email Support", "Premium Content", "Extra Features"]],
    ["platinum", "Platinum Member", ["Unlimited Access", "Priority Support", "Exclusive Content", "Advanced Features"]],
  ] as const)("shows the %s membership card with its benefits", async (tier, title, benefits) => {
    signIn();
    renderProfile([profileMock({ membershipTier: tier, upgradedAt: "2025-03-01T06:00:00.000Z" })]);
    const membership = (await screen.findByRole("heading", { name: "Your Membership" })).closest("section")!;
    expect(within(membership).getByText(title)).toBeInTheDocument();
    expect(within(membership).getByText("IWF-000007")).toBeInTheDocument();
    expect(within(membership).getByText("March 1, 2025")).toBeInTheDocument();
    const list = within(membership).getByRole("list", { name: "Membership benefits" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(benefits);
  });

  it("shows an expired paid membership as expired, muted, with a way to renew", async () => {
    signIn();
    renderProfile([profileMock({ membershipTier: "platinum", expirationDate: "2024-12-31T18:29:59.999Z" })]);
    const membership = (await screen.findByRole("heading", { name: "Your Membership" })).closest("section")!;
    expect(within(membership).getByText("Expired on")).toBeInTheDocument();
    expect(within(membership).getByText("December 31, 2024")).toBeInTheDocument();
    expect(within(membership).queryByText("Expires")).not.toBeInTheDocument();
    expect(within(membership).getByText("EXPIRED")).toBeInTheDocument();
    expect(membership.className).not.toMatch(/gradient/);
    expect(within(membership).getByRole("link", { name: "Renew membership" })).toHaveAttribute("href", "/subscription");
    expect(within(card("Account Status")).getByText("Expired December 31, 2024")).toBeInTheDocument();
  });

  it("keeps the tier's colours and no renew call while the membership runs", async () => {
    signIn();
    renderProfile([profileMock({ membershipTier: "platinum", expirationDate: "2099-12-31T18:29:59.999Z" })]);
    const membership = (await screen.findByRole("heading", { name: "Your Membership" })).closest("section")!;
    expect(within(membership).getByText("Expires")).toBeInTheDocument();
    expect(membership.className).toMatch(/gradient/);
    expect(within(membership).queryByRole("link", { name: "Renew membership" })).not.toBeInTheDocument();
  });

  it("marks the stored badge Current and the others Locked", async () => {
    signIn();
    renderProfile([profileMock({ badge: "premium" })]);
    await screen.findByRole("heading", { name: "Badge System" });
    const badges = within(card("Badge System")).getAllByRole("listitem");
    expect(badges.map((badge) => badge.getAttribute("aria-label"))).toEqual([
      "User badge: Locked",
      "Gold badge: Locked",
      "Premium badge: Current",
      "Platinum badge: Locked",
    ]);
    expect(within(card("Badge System")).getAllByText("Locked")).toHaveLength(3);
  });

  it("shows the account information and no admin panels to a member", async () => {
    signIn();
    renderProfile([profileMock({ badge: "gold" })]);
    const info = (await screen.findByRole("heading", { name: "Account Information" })).closest("section")!;
    expect(within(info).getByText("Member")).toBeInTheDocument();
    expect(within(info).getByText("January 5, 2025")).toBeInTheDocument();
    expect(within(info).getByText("Gold")).toBeInTheDocument();
    expect(screen.queryByText("Admin panels")).not.toBeInTheDocument();
  });

  it("shows the admin panels when the server says the account is an admin", async () => {
    signIn({ role: "admin" });
    renderProfile([profileMock({ role: "admin" })]);
    expect(await screen.findByText("Admin panels")).toBeInTheDocument();
    expect(within(card("Account Information")).getByText("Administrator")).toBeInTheDocument();
  });
});
