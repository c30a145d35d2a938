import { screen, within } from "@testing-library/react";
import { myHistoryMock } from "../../../testing/accounts";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { MembershipHistoryCard } from "./membership-history-card";

const line = (id: string, overrides: Record<string, unknown>) => ({
  id,
  field: "tier",
  oldValue: "basic",
  newValue: "premium",
  actorName: null,
  byYou: false,
  source: "admin",
  reason: null,
  createdAt: "2026-03-01T04:30:00.000Z",
  ...overrides,
});

afterEach(() => localStorage.clear());

describe("MembershipHistoryCard", () => {
  it("lists the member's changes newest first: what, from and to, when at the gym, by whom and why", async () => {
    signIn();
    renderRoutes([{ path: "/", element: <MembershipHistoryCard /> }], {
      mocks: [
        myHistoryMock([
          line("3", {
            field: "referralScore",
            oldValue: "0",
            newValue: "10",
            source: "referral",
            reason: "Referral: IWF-000042 confirmed",
          }),
          line("2", { field: "expiry", oldValue: null, newValue: "2027-03-31T18:29:59.999Z", reason: "Paid 12 months" }),
          line("1", { field: "referral", oldValue: null, newValue: "pending", source: "signup", reason: "Joined through a referral" }),
        ]),
      ],
    });
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Referral score");
    expect(items[0]).toHaveTextContent("Referral programme — Referral: IWF-000042 confirmed");
    expect(items[1]).toHaveTextContent("Expiry date");
    expect(items[1]).toHaveTextContent("March 31, 2027");
    expect(items[1]).toHaveTextContent("The gym — Paid 12 months");
    expect(within(items[2]).getByText("Pending")).toBeInTheDocument();
    expect(items[2]).toHaveTextContent("Sign-up — Joined through a referral");
    expect(items[2]).toHaveTextContent("Mar 1, 2026, 10:00 AM");
    expect(screen.queryByRole("button", { name: "Show older changes" })).not.toBeInTheDocument();
  });

  it("says when nothing has changed yet", async () => {
    signIn();
    renderRoutes([{ path: "/", element: <MembershipHistoryCard /> }], { mocks: [myHistoryMock([])] });
    expect(await screen.findByText("No changes recorded yet.")).toBeInTheDocument();
  });
});
