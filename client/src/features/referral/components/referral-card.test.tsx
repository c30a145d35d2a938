import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { myReferralsMock } from "../../../testing/accounts";
import { siteLayoutMock } from "../../../testing/fixtures";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { ReferralCard } from "./referral-card";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

function renderCard(mock = myReferralsMock()) {
  signIn();
  renderRoutes([{ path: "/", element: <ReferralCard /> }], { mocks: [siteLayoutMock, mock] });
}

afterEach(() => localStorage.clear());

describe("ReferralCard", () => {
  it("shows the link, the friends referred, the points and how many more friends the next badge needs", async () => {
    renderCard(myReferralsMock({ referralScore: 10, referred: 3, confirmed: 1, pending: 2, friendsToNextBadge: 4 }));
    const link = `${window.location.origin}/signup?ref=K7MX2QPD`;
    expect(await screen.findByLabelText("Your referral link")).toHaveValue(link);
    expect(screen.getByText("10")).toBeInTheDocument();
    expect(screen.getByText("4 more friends to Gold")).toBeInTheDocument();
    expect(screen.getByText("Referred").nextSibling).toHaveTextContent("3");
    expect(screen.getByText("Confirmed").nextSibling).toHaveTextContent("1");
    expect(screen.getByText("Pending").nextSibling).toHaveTextContent("2");
    const whatsApp = screen.getByRole("link", { name: "Share on WhatsApp" });
    expect(whatsApp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(whatsApp.getAttribute("href")!.split("text=")[1])).toContain(link);
    expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("copies the link and says so on the button", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/signup?ref=K7MX2QPD`);
    await waitFor(() => expect(screen.getByRole("button", { name: "Copied!" })).toBeInTheDocument());
  });

  it("says nothing about a next badge at the top of the ladder", async () => {
    renderCard(myReferralsMock({ badge: "platinum", nextBadge: null, friendsToNextBadge: null }));
    await screen.findByLabelText("Your referral link");
    expect(screen.queryByText(/more friends? to/)).not.toBeInTheDocument();
  });
});
