import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import {
  AdminNewsletterSubscribersDocument,
  ExportNewsletterSubscribersDocument,
  UnsubscribeNewsletterSubscriberDocument,
} from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { SubscribersPage } from "./subscribers-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const subscriber = (id: string, email: string, status: string, memberId: string | null = null) => ({
  __typename: "NewsletterSubscriber" as const,
  id,
  email,
  status,
  createdAt: "2026-11-01T04:30:00.000Z",
  confirmedAt: status === "pending" ? null : "2026-11-01T05:00:00.000Z",
  unsubscribedAt: status === "unsubscribed" ? "2026-11-02T05:00:00.000Z" : null,
  memberId,
});
const listMock = (status: string, items: ReturnType<typeof subscriber>[], count = 1): MockLink.MockedResponse => ({
  request: { query: AdminNewsletterSubscribersDocument, variables: { status, limit: 50, offset: 0 } },
  result: {
    data: {
      newsletterSubscribers: { __typename: "NewsletterSubscriberPage", total: items.length, items },
      newsletterSubscriberCount: count,
    },
  },
});

afterEach(() => jest.clearAllMocks());

describe("SubscribersPage", () => {
  it("lists confirmed addresses, marks members who opted in, filters by status, exports CSV and unsubscribes", async () => {
    const fan = subscriber("1", "fan@example.com", "confirmed", "IWF-000012");
    const createObjectURL = jest.fn(() => "blob:csv");
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderRoutes([{ path: "/", element: <SubscribersPage /> }], {
      mocks: [
        listMock("confirmed", [fan]),
        listMock("pending", [subscriber("2", "new@example.com", "pending")]),
        {
          request: { query: ExportNewsletterSubscribersDocument },
          result: { data: { exportNewsletterSubscribers: "email\nfan@example.com\n" } },
        },
        {
          request: { query: UnsubscribeNewsletterSubscriberDocument, variables: { id: "2" } },
          result: { data: { unsubscribeNewsletterSubscriber: subscriber("2", "new@example.com", "unsubscribed") } },
        },
        listMock("pending", [], 1),
      ],
    });
    expect(await screen.findByText("fan@example.com")).toBeInTheDocument();
    expect(screen.getByText("Member IWF-000012")).toBeInTheDocument();
    expect(screen.getByText(/1 confirmed subscriber\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Pending" }));
    const list = await screen.findByRole("list", { name: "Subscribers" });
    expect(within(list).getByText("new@example.com")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Unsubscribe new@example.com" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(await screen.findByText("No pending addresses")).toBeInTheDocument();
    click.mockRestore();
  });
});
