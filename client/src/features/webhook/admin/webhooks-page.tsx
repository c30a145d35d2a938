import { useMutation, useQuery } from "@apollo/client/react";
import { Send, Webhook } from "lucide-react";
import { useState } from "react";
import { WEBHOOK_EVENTS } from "../../../../../common/validation";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { AddRecordButton } from "../../../components/admin/card-grid";
import { toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { buttonClass } from "../../../components/ui/button-styles";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
import { Pill } from "../../../components/ui/pill";
import {
  AdminWebhookEndpointsDocument,
  DeleteWebhookEndpointDocument,
  SendTestWebhookDocument,
  type AdminWebhookEndpointFragment,
} from "../../../graphql/generated";
import { DeliveriesTable } from "./deliveries-table";
import { EndpointDialog } from "./endpoint-dialog";
import { SecretDialog } from "./secret-dialog";

const LABELS = new Map<string, string>(WEBHOOK_EVENTS.map((event) => [event.type, event.label]));

/** /admin/webhooks: URLs that receive the gym's events, and each endpoint's deliveries with Replay. */
export function WebhooksPage() {
  const { data, error, refetch } = useQuery(AdminWebhookEndpointsDocument, { fetchPolicy: "cache-and-network" });
  const [remove] = useMutation(DeleteWebhookEndpointDocument, { refetchQueries: ["AdminWebhookEndpoints"] });
  const [sendTest] = useMutation(SendTestWebhookDocument, { refetchQueries: ["AdminWebhookDeliveries"] });
  const [editing, setEditing] = useState<AdminWebhookEndpointFragment | "new">();
  const [deleting, setDeleting] = useState<AdminWebhookEndpointFragment>();
  const [secret, setSecret] = useState<{ value: string; url: string }>();
  const [selectedId, setSelectedId] = useState<string>();

  const endpoints = data?.webhookEndpoints;
  const selected = endpoints?.find((endpoint) => endpoint.id === selectedId) ?? endpoints?.[0];

  const runTest = async (endpoint: AdminWebhookEndpointFragment) => {
    try {
      await sendTest({ variables: { endpointId: endpoint.id } });
      setSelectedId(endpoint.id);
      toastSuccess("Test event queued");
    } catch {
      toastError("Failed to send a test event");
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Webhooks"
        description="Send the gym's events (sign-ups, upgrades, expiries, messages, posts, policies) to other systems, signed and retried for about a day."
        actions={<AddRecordButton onClick={() => setEditing("new")}>Add endpoint</AddRecordButton>}
      />
      {!endpoints ? (
        <QueryFallback error={error} refetch={refetch} label="Loading webhook endpoints..." />
      ) : endpoints.length === 0 ? (
        <EmptyState icon={Webhook} title="No webhook endpoints">
          <p className="text-slate-600">
            Add the address of a CRM, a spreadsheet automation or your own server to receive events as they happen.
          </p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Webhook endpoints" className="space-y-3">
            {endpoints.map((endpoint) => (
              <li
                key={endpoint.id}
                className={`rounded-xl border bg-white p-4 ${endpoint.id === selected?.id ? "border-orange-400 ring-1 ring-orange-400" : "border-slate-200"}`}
              >
                <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="break-all font-mono text-sm font-semibold text-slate-900">{endpoint.url}</span>
                      <Pill tone={endpoint.enabled ? "green" : "slate"}>{endpoint.enabled ? "Enabled" : "Paused"}</Pill>
                    </p>
                    {endpoint.description && <p className="mt-1 text-sm text-slate-600">{endpoint.description}</p>}
                    <p className="mt-2 flex flex-wrap gap-1.5" aria-label="Events">
                      {endpoint.events.map((type) => (
                        <Pill key={type} tone="blue">
                          {LABELS.get(type) ?? type}
                        </Pill>
                      ))}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <button
                      type="button"
                      aria-pressed={endpoint.id === selected?.id}
                      onClick={() => setSelectedId(endpoint.id)}
                      className={buttonClass(endpoint.id === selected?.id ? "primary" : "outlineDark", "sm")}
                    >
                      Deliveries
                    </button>
                    <button type="button" onClick={() => void runTest(endpoint)} className={buttonClass("outlineDark", "sm")}>
                      <Send aria-hidden className="size-4" />
                      Send test event
                    </button>
                    <button type="button" onClick={() => setEditing(endpoint)} className={buttonClass("outlineDark", "sm")}>
                      Edit
                    </button>
                    <button type="button" onClick={() => setDeleting(endpoint)} className={buttonClass("outlineDark", "sm")}>
                      Delete
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {selected && (
            <section aria-labelledby="webhook-deliveries" className="mt-8">
              <h2 id="webhook-deliveries" className="mb-3 text-lg font-semibold text-slate-900">
                Deliveries to <span className="break-all font-mono text-base">{selected.url}</span>
              </h2>
              <DeliveriesTable key={selected.id} endpointId={selected.id} />
            </section>
          )}
        </>
      )}
      {editing && (
        <EndpointDialog
          endpoint={editing === "new" ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onCreated={(value, endpoint) => {
            setEditing(undefined);
            setSelectedId(endpoint.id);
            setSecret({ value, url: endpoint.url });
          }}
        />
      )}
      {secret && <SecretDialog secret={secret.value} url={secret.url} onClose={() => setSecret(undefined)} />}
      <ConfirmDelete
        item={deleting}
        title="Delete webhook endpoint?"
        message={(endpoint) => `Nothing more is sent to ${endpoint?.url ?? "it"}, and its delivery history is deleted.`}
        remove={(endpoint) => remove({ variables: { id: endpoint.id } })}
        onDeleted={() => toastSuccess("Webhook endpoint deleted")}
        onFailed={() => toastError("Failed to delete the webhook endpoint")}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
