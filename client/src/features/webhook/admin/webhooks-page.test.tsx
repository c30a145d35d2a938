import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import {
  AdminWebhookDeliveriesDocument,
  AdminWebhookEndpointsDocument,
  CreateWebhookEndpointDocument,
  ReplayWebhookDeliveryDocument,
} from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { WebhooksPage } from "./webhooks-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const endpoint = (id: string, url: string, events: string[]) => ({
  __typename: "WebhookEndpoint" as const,
  id,
  url,
  description: null,
  events,
  enabled: true,
  createdAt: "2026-11-24T04:30:00.000Z",
});
const delivery = (id: string, status: "pending" | "succeeded" | "failed", code: number | null, replayOf: string | null = null) => ({
  __typename: "WebhookDelivery" as const,
  id,
  eventType: "member.signed_up",
  messageId: "msg_abc",
  status,
  attempts: 1,
  lastStatusCode: code,
  lastDurationMs: 42,
  lastError: status === "succeeded" ? null : `HTTP ${code}`,
  nextAttemptAt: status === "pending" ? "2026-11-24T05:00:05.000Z" : null,
  replayOf,
  createdAt: "2026-11-24T05:00:00.000Z",
  attemptLog: [
    {
      __typename: "WebhookAttempt" as const,
      attempt: 1,
      attemptedAt: "2026-11-24T05:00:00.000Z",
      statusCode: code,
      durationMs: 42,
      error: null,
      responseExcerpt: "upstream error",
    },
  ],
});
const crm = endpoint("1", "https://crm.example.com/hooks", ["member.signed_up"]);
const endpointsMock = (items: ReturnType<typeof endpoint>[]): MockLink.MockedResponse => ({
  request: { query: AdminWebhookEndpointsDocument },
  result: { data: { webhookEndpoints: items } },
});
const deliveriesMock = (items: ReturnType<typeof delivery>[]): MockLink.MockedResponse => ({
  request: { query: AdminWebhookDeliveriesDocument, variables: { endpointId: "1", limit: 25, offset: 0 } },
  result: { data: { webhookDeliveries: items } },
});

afterEach(() => jest.clearAllMocks());

describe("WebhooksPage", () => {
  it("lists endpoints with their deliveries, and replays a failed delivery", async () => {
    renderRoutes([{ path: "/", element: <WebhooksPage /> }], {
      mocks: [
        endpointsMock([crm]),
        deliveriesMock([delivery("7", "failed", 500)]),
        {
          request: { query: ReplayWebhookDeliveryDocument, variables: { id: "7" } },
          result: { data: { replayWebhookDelivery: delivery("8", "pending", null, "7") } },
        },
        deliveriesMock([delivery("8", "pending", null, "7"), delivery("7", "failed", 500)]),
      ],
    });
    expect(
      within(await screen.findByRole("list", { name: "Webhook endpoints" })).getByText("https://crm.example.com/hooks"),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Failed")).toBeInTheDocument();
    expect(within(table).getByText("500")).toBeInTheDocument();
    expect(within(table).getByText("42 ms")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Replay member.signed_up delivery 7" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(await within(table).findByText("Pending")).toBeInTheDocument();
    expect(within(table).getByText(/replay of #7/)).toBeInTheDocument();
  });

  it("adds an endpoint with the chosen events and shows its secret once", async () => {
    const created = endpoint("2", "https://hooks.example.com/gym", ["member.signed_up", "post.published"]);
    renderRoutes([{ path: "/", element: <WebhooksPage /> }], {
      mocks: [
        endpointsMock([]),
        {
          request: {
            query: CreateWebhookEndpointDocument,
            variables: {
              input: {
                url: "https://hooks.example.com/gym",
                description: null,
                events: ["member.signed_up", "post.published"],
                enabled: true,
              },
            },
          },
          result: {
            data: { createWebhookEndpoint: { __typename: "CreatedWebhookEndpoint", secret: "whsec_c2VjcmV0", endpoint: created } },
          },
        },
        endpointsMock([created]),
        {
          request: { query: AdminWebhookDeliveriesDocument, variables: { endpointId: "2", limit: 25, offset: 0 } },
          result: { data: { webhookDeliveries: [] } },
        },
      ],
    });
    expect(await screen.findByText("No webhook endpoints")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("URL"), "https://hooks.example.com/gym");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    expect(await within(dialog).findByText("Choose at least one event")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Member signed up/ }));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Blog post published/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    const secret = await screen.findByRole("dialog", { name: "Signing secret" });
    expect(within(secret).getByDisplayValue("whsec_c2VjcmV0")).toBeInTheDocument();
    await userEvent.click(within(secret).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByDisplayValue("whsec_c2VjcmV0")).not.toBeInTheDocument());
    expect(
      within(await screen.findByRole("list", { name: "Webhook endpoints" })).getByText("https://hooks.example.com/gym"),
    ).toBeInTheDocument();
  });
});
