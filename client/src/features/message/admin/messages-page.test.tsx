import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { DeleteContactMessageDocument, MarkContactMessageReadDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { message, messagesMock } from "../../../testing/admin-fixtures";
import { MessagesPage } from "./messages-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const unread = message();
const read = message({
  id: "2",
  firstName: "Dev",
  lastName: "Kalita",
  subject: "Parking",
  message: "Is there parking?",
  readAt: "2025-03-10T00:00:00.000Z",
  createdAt: "2025-03-09T04:30:00.000Z",
});

const renderMessages = (mocks: MockLink.MockedResponse[]) => renderRoutes([{ path: "/", element: <MessagesPage /> }], { mocks });
const items = () => within(screen.getByRole("list", { name: "Contact messages" })).getAllByRole("listitem");

afterEach(() => jest.clearAllMocks());

describe("MessagesPage", () => {
  it("says so when there are no messages", async () => {
    renderMessages([messagesMock([])]);
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
  });

  it("lists the messages in the server's order (newest first), marking the unread ones New", async () => {
    renderMessages([messagesMock([unread, read])]);
    await screen.findByText("Mitali Bora");
    expect(items().map((item) => within(item).getAllByText(/Bora|Kalita/)[0].textContent)).toEqual(["Mitali Bora", "Dev Kalita"]);
    expect(within(items()[0]).getByText("New")).toBeInTheDocument();
    expect(within(items()[0]).getByText("Mitali Bora")).toHaveClass("font-bold");
    expect(within(items()[1]).queryByText("New")).not.toBeInTheDocument();
    expect(screen.getByText("2 messages, 1 unread.")).toBeInTheDocument();
  });

  it("expands a message to show all of it, and marks it read", async () => {
    const mark: MockLink.MockedResponse = {
      request: { query: MarkContactMessageReadDocument, variables: { id: "1", read: true } },
      result: { data: { markContactMessageRead: { ...unread, readAt: "2025-03-16T00:00:00.000Z" } } },
    };
    renderMessages([messagesMock([unread, read]), mark]);
    const summary = await screen.findByRole("button", { name: /Mitali Bora/ });
    expect(summary).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(summary);
    expect(summary).toHaveAttribute("aria-expanded", "true");
    const body = document.getElementById(summary.getAttribute("aria-controls")!)!;
    expect(body).toBeVisible();
    expect(body).toHaveTextContent("Do you have a 6 AM batch for beginners?");
    expect(within(body).getByRole("link", { name: "mitali@example.com" })).toHaveAttribute("href", "mailto:mitali@example.com");

    await userEvent.click(within(body).getByRole("button", { name: "Mark as read" }));
    await waitFor(() => expect(within(items()[0]).queryByText("New")).not.toBeInTheDocument());
    expect(within(body).getByRole("button", { name: "Mark as unread" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Message marked as read" });
  });

  it("deletes a message after confirmation", async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: DeleteContactMessageDocument, variables: { id: "2" } },
      result: { data: { deleteContactMessage: true } },
    };
    renderMessages([messagesMock([unread, read]), remove]);
    await userEvent.click(await screen.findByRole("button", { name: /Dev Kalita/ }));
    await userEvent.click(within(items()[1]).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete message" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete this message?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByText("Dev Kalita")).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Message deleted successfully" });
  });
});
