import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { MySessionsDocument, RevokeSessionDocument, SignOutEverywhereDocument } from "../../../graphql/generated";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { SignedInDevices } from "./signed-in-devices";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const device = (id: string, name: string, current: boolean) => ({
  __typename: "SignedInDevice" as const,
  id,
  device: name,
  place: "203.0.113.x",
  createdAt: "2026-11-20T04:30:00.000Z",
  lastSeenAt: "2026-11-24T04:30:00.000Z",
  current,
});

const PHONE = device("s-phone", "Chrome on Android", false);
const LAPTOP = device("s-laptop", "Firefox on Windows", true);
const sessionsMock = (devices: ReturnType<typeof device>[]): MockLink.MockedResponse => ({
  request: { query: MySessionsDocument },
  result: { data: { mySessions: devices } },
});
const done = (message: string) => ({ __typename: "ActionResult" as const, success: true, message });

function renderDevices(mocks: MockLink.MockedResponse[]) {
  signIn();
  renderRoutes([{ path: "/profile", element: <SignedInDevices /> }], { path: "/profile", mocks });
}

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("Signed-in devices", () => {
  it("lists each device in plain words with its network, marking this one", async () => {
    renderDevices([sessionsMock([LAPTOP, PHONE])]);
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText("This device")).toBeInTheDocument();
    expect(within(rows[0]).getByText(/Firefox on Windows/)).toBeInTheDocument();
    expect(within(rows[1]).getByText(/Chrome on Android/)).toBeInTheDocument();
    expect(within(rows[1]).getByText("Network 203.0.113.x")).toBeInTheDocument();
    expect(within(rows[1]).queryByText("This device")).toBeNull();
  });

  it("signs another device out and shows the list without it", async () => {
    renderDevices([
      sessionsMock([LAPTOP, PHONE]),
      { request: { query: RevokeSessionDocument, variables: { id: "s-phone" } }, result: { data: { revokeSession: done("ok") } } },
      sessionsMock([LAPTOP]),
    ]);
    await userEvent.click(await screen.findByRole("button", { name: "Sign out Chrome on Android" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(toast.success).toHaveBeenCalledWith("Chrome on Android has been signed out.");
    expect(localStorage.getItem("user")).not.toBeNull();
  });

  it("asks before signing out everywhere, then forgets the user here too", async () => {
    const everywhere = jest.fn(() => ({ data: { signOutEverywhere: done("You have been signed out on every device.") } }));
    renderDevices([sessionsMock([LAPTOP, PHONE]), { request: { query: SignOutEverywhereDocument }, result: everywhere }]);
    await screen.findAllByRole("listitem");
    await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    expect(everywhere).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(localStorage.getItem("user")).toBeNull());
    expect(everywhere).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith("You have been signed out on every device.");
  });
});
