import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { UpgradeUserDocument } from "../../../graphql/generated";
import { toDateInputValue } from "../../../../../common/gym-time";
import { MESSAGES } from "../../../../../common/validation";
import { managedUserData } from "../../../testing/accounts";
import { renderRoutes } from "../../../testing/render-routes";
import { UpgradeUserDialog } from "./upgrade-user-dialog";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const asha = managedUserData({ id: "7", name: "Asha Das", email: "asha@example.com" });
const WARNING = /This date is in the past/;
const DAY = 24 * 60 * 60 * 1000;

function renderDialog(mocks: MockLink.MockedResponse[] = [], onClose = jest.fn()) {
  renderRoutes([{ path: "/", element: <UpgradeUserDialog user={asha} onClose={onClose} /> }], { mocks });
  return onClose;
}

const setExpiry = (value: string) => fireEvent.change(screen.getByLabelText("Expiry Date"), { target: { value } });

afterEach(() => jest.clearAllMocks());

describe("UpgradeUserDialog", () => {
  it("warns while the chosen expiry is in the past, and not for today or later", async () => {
    renderDialog();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    setExpiry("2024-03-01");
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    // Today in the gym's time zone runs to midnight there, so it is not yet past.
    setExpiry(toDateInputValue(new Date()));
    await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
    setExpiry(toDateInputValue(new Date(Date.now() + 30 * DAY)));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it("still upgrades with a past date: a warning, not a block", async () => {
    const onClose = renderDialog([
      {
        request: {
          query: UpgradeUserDocument,
          variables: {
            id: "7",
            input: { membershipTier: "premium", expirationDate: "2024-03-01", reason: "Paid for March at the desk" },
          },
        },
        result: { data: { upgradeUser: { ...asha, membershipTier: "premium", expirationDate: "2024-03-01T18:29:59.999Z" } } },
      },
    ]);
    await userEvent.selectOptions(screen.getByLabelText("Membership Tier"), "premium");
    setExpiry("2024-03-01");
    await screen.findByText(WARNING);
    await userEvent.type(screen.getByLabelText("Reason"), "  Paid for March at the desk ");
    await userEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalled();
  });

  it("asks for a reason before upgrading, and sends nothing without one", async () => {
    const onClose = renderDialog([]);
    await userEvent.selectOptions(screen.getByLabelText("Membership Tier"), "premium");
    await userEvent.click(screen.getByRole("button", { name: "Upgrade" }));
    expect(await screen.findByText(MESSAGES.upgradeReasonRequired)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
