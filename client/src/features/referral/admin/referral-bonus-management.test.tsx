import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import {
  CreateReferralBonusDocument,
  DeleteReferralBonusDocument,
  ReferralBonusesDocument,
  UpdateReferralBonusDocument,
  type ManagedReferralBonusFragment,
} from "../../../graphql/generated";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { ReferralBonusManagement } from "./referral-bonus-management";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const bonus = (id: string, badgeType: "gold" | "premium" | "platinum", points: number, description: string) =>
  ({ __typename: "ReferralBonus", id, badgeType, bonus: points, description }) satisfies ManagedReferralBonusFragment;

const gold = bonus("1", "gold", 10, "Refer 5 friends");
const premium = bonus("2", "premium", 25, "Refer 15 friends");

async function renderPanel(mocks: MockLink.MockedResponse[] = []) {
  signIn({ role: "admin" });
  renderRoutes([{ path: "/", element: <ReferralBonusManagement /> }], {
    mocks: [{ request: { query: ReferralBonusesDocument }, result: { data: { referralBonuses: [premium, gold] } } }, ...mocks],
  });
  return screen.findByRole("list", { name: "Referral bonuses" });
}

const rows = () => within(screen.getByRole("list", { name: "Referral bonuses" })).getAllByRole("listitem");

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("ReferralBonusManagement", () => {
  it("lists each badge's bonus, smallest first", async () => {
    await renderPanel();
    expect(rows().map((row) => row.textContent)).toEqual(["Gold+10 pointsRefer 5 friends", "Premium+25 pointsRefer 15 friends"]);
  });

  it("adds a bonus", async () => {
    const input = { badgeType: "platinum", bonus: 50, description: "Refer 30 friends" };
    await renderPanel([
      {
        request: { query: CreateReferralBonusDocument, variables: { input } },
        result: { data: { createReferralBonus: bonus("3", "platinum", 50, "Refer 30 friends") } },
      },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Add Bonus" }));
    const dialog = screen.getByRole("dialog", { name: "Add Referral Bonus" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Bonus" }));
    expect(await within(dialog).findByText("Description is required")).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText("Badge"), "platinum");
    await userEvent.type(within(dialog).getByLabelText("Bonus Points"), "50");
    await userEvent.type(within(dialog).getByLabelText("Description"), "Refer 30 friends");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Bonus" }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent("+50 points");
    expect(toast.success).toHaveBeenCalledWith("Referral bonus saved successfully");
  });

  it("edits a bonus", async () => {
    const input = { badgeType: "gold", bonus: 12, description: "Refer 5 friends" };
    await renderPanel([
      {
        request: { query: UpdateReferralBonusDocument, variables: { id: "1", input } },
        result: { data: { updateReferralBonus: { ...gold, bonus: 12 } } },
      },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Edit Gold bonus (Refer 5 friends)" }));
    const points = within(screen.getByRole("dialog", { name: "Edit Referral Bonus" })).getByLabelText("Bonus Points");
    await userEvent.clear(points);
    await userEvent.type(points, "12");
    await userEvent.click(screen.getByRole("button", { name: "Save Bonus" }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent("+12 points"));
  });

  it("deletes a bonus after confirmation", async () => {
    await renderPanel([
      {
        request: { query: DeleteReferralBonusDocument, variables: { id: "2" } },
        result: { data: { deleteReferralBonus: true } },
      },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Delete Premium bonus (Refer 15 friends)" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith("Referral bonus deleted successfully");
  });
});
