import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen } from "@testing-library/react";
import { RenewalStatusDocument } from "../../../graphql/generated";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { RenewalBanner } from "./renewal-banner";

const DAY_MS = 24 * 60 * 60 * 1000;

const statusMock = (expirationDate: string | null, membershipTier = "premium"): MockLink.MockedResponse => ({
  request: { query: RenewalStatusDocument },
  result: { data: { me: { __typename: "User", id: "7", membershipTier, expirationDate, memberId: "IWF-000007" } } },
});

function renderBanner(mocks: MockLink.MockedResponse[]) {
  renderRoutes([{ path: "/", element: <RenewalBanner /> }], { path: "/", mocks: [siteLayoutMock, ...mocks] });
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("RenewalBanner", () => {
  it("asks a member five days from expiry to renew over WhatsApp, naming the member ID and plan", async () => {
    signIn();
    renderBanner([statusMock(inDays(5))]);
    const region = await screen.findByRole("complementary", { name: "Membership renewal" });
    expect(region).toHaveTextContent(/\d days left on your membership/);
    // The gym's WhatsApp number arrives with the site layout, which may answer after the status.
    const renew = await screen.findByRole("link", { name: "Renew on WhatsApp" });
    const text = decodeURIComponent(new URL(renew.getAttribute("href")!).searchParams.get("text")!);
    expect(renew.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919864012345\?/);
    expect(text).toBe("Hi! I'd like to renew my membership. Member ID: IWF-000007, current plan: Premium.");
  });

  it("becomes a win-back with the plans once the membership has ended", async () => {
    signIn();
    renderBanner([statusMock(inDays(-3))]);
    const region = await screen.findByRole("complementary", { name: "Membership renewal" });
    expect(region).toHaveTextContent("Expired 3 days ago");
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/subscription");
  });

  it.each([
    ["ten days left", inDays(10)],
    ["no expiry date", null],
  ])("shows nothing to a member with %s", async (_case, expiry) => {
    signIn();
    renderBanner([statusMock(expiry)]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("complementary", { name: "Membership renewal" })).not.toBeInTheDocument();
  });

  it("shows nothing to a visitor", async () => {
    renderBanner([statusMock(inDays(2))]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("complementary", { name: "Membership renewal" })).not.toBeInTheDocument();
  });

  it("hides for the rest of the day when dismissed", async () => {
    signIn();
    renderBanner([statusMock(inDays(1))]);
    fireEvent.click(await screen.findByRole("button", { name: "Hide this reminder for today" }));
    expect(screen.queryByRole("complementary", { name: "Membership renewal" })).not.toBeInTheDocument();
    expect(sessionStorage.getItem("renewal-banner-dismissed")).toContain("|");
  });
});
