import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { API_KEY_MESSAGES } from "../../../../../common/validation";
import { AdminApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument, type AdminApiKeyFragment } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { ApiKeysPage } from "./api-keys-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const key = (overrides: Partial<AdminApiKeyFragment> = {}): AdminApiKeyFragment => ({
  __typename: "ApiKey",
  id: "1",
  name: "Billing tool",
  prefix: "gymk_0a1b2c3d",
  scopes: ["members_read", "members_write"],
  createdAt: "2026-03-01T04:30:00.000Z",
  createdBy: "Owner Admin",
  expiresAt: null,
  lastUsedAt: "2026-03-02T10:00:00.000Z",
  revokedAt: null,
  ...overrides,
});

const listMock = (keys: AdminApiKeyFragment[]): MockLink.MockedResponse => ({
  request: { query: AdminApiKeysDocument },
  result: { data: { apiKeys: keys } },
});

const renderPage = (mocks: MockLink.MockedResponse[]) => renderRoutes([{ path: "/", element: <ApiKeysPage /> }], { mocks });
const items = () => within(screen.getByRole("list", { name: "API keys" })).getAllByRole("listitem");

describe("ApiKeysPage", () => {
  it("says so when there are no keys", async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText("No API keys yet")).toBeInTheDocument();
  });

  it("lists keys with their scopes, last use and standing", async () => {
    const revoked = key({
      id: "2",
      name: "Old door",
      scopes: ["messages_read"],
      expiresAt: "2026-03-31T18:30:00.000Z",
      revokedAt: "2026-03-03T00:00:00.000Z",
      lastUsedAt: null,
    });
    renderPage([listMock([key(), revoked])]);
    await screen.findByText("Billing tool");
    const [first, second] = items();
    expect(within(first).getByText("members:read")).toBeInTheDocument();
    expect(within(first).getByText("members:write")).toBeInTheDocument();
    expect(within(first).getByText("Active")).toBeInTheDocument();
    expect(first).toHaveTextContent("Created: Mar 1, 2026, 10:00 AM IST by Owner Admin");
    expect(first).toHaveTextContent("Last used: Mar 2, 2026, 3:30 PM IST");
    expect(within(second).getByText("Revoked")).toBeInTheDocument();
    expect(second).toHaveTextContent("Last used: Never");
    expect(second).toHaveTextContent("Expires: end of Mar 31, 2026 (IST)");
    expect(first).toHaveTextContent("Expires: Never");
    expect(within(second).queryByRole("button", { name: "Revoke" })).not.toBeInTheDocument();
  });

  it("creates a key with the chosen scopes and shows its secret once", async () => {
    const secret = `gymk_0a1b2c3d_${"s".repeat(43)}`;
    const create: MockLink.MockedResponse = {
      request: { query: CreateApiKeyDocument, variables: { input: { name: "Door access", scopes: ["messages_read"], expiresOn: null } } },
      result: {
        data: { createApiKey: { __typename: "CreatedApiKey", secret, apiKey: key({ name: "Door access", scopes: ["messages_read"] }) } },
      },
    };
    renderPage([listMock([]), create, listMock([key({ name: "Door access", scopes: ["messages_read"] })])]);
    await userEvent.click(await screen.findByRole("button", { name: "New API key" }));
    const dialog = screen.getByRole("dialog", { name: "New API key" });
    await userEvent.type(within(dialog).getByLabelText("Name"), "Door access");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create key" }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.scopesRequired)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /messages:read/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create key" }));

    const shown = await screen.findByRole("dialog", { name: "Copy your new API key" });
    expect(within(shown).getByLabelText("API key")).toHaveValue(secret);
    expect(shown).toHaveTextContent("You won’t see it again.");
    await userEvent.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it("revokes a key after confirmation", async () => {
    const revoke: MockLink.MockedResponse = {
      request: { query: RevokeApiKeyDocument, variables: { id: "1" } },
      result: { data: { revokeApiKey: key({ revokedAt: "2026-03-04T00:00:00.000Z" }) } },
    };
    renderPage([listMock([key()]), revoke]);
    await userEvent.click(await screen.findByRole("button", { name: "Revoke" }));
    const dialog = screen.getByRole("dialog", { name: "Revoke API key" });
    expect(dialog).toHaveTextContent("stops working at once");
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke key" }));
    await waitFor(() => expect(within(items()[0]).getByText("Revoked")).toBeInTheDocument());
  });
});
