import { useMutation, useQuery } from "@apollo/client/react";
import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../../../../common/gym-time";
import { WEBHOOK_LIMITS } from "../../../../../common/validation";
import { toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { buttonClass } from "../../../components/ui/button-styles";
import { Pill, type PillTone } from "../../../components/ui/pill";
import {
  AdminWebhookDeliveriesDocument,
  ReplayWebhookDeliveryDocument,
  WebhookDeliveryStatus,
  type AdminWebhookDeliveryFragment,
} from "../../../graphql/generated";

const PAGE = WEBHOOK_LIMITS.deliveriesPage;
const STATUS: Record<WebhookDeliveryStatus, { label: string; tone: PillTone }> = {
  [WebhookDeliveryStatus.Pending]: { label: "Pending", tone: "amber" },
  [WebhookDeliveryStatus.Succeeded]: { label: "Delivered", tone: "green" },
  [WebhookDeliveryStatus.Failed]: { label: "Failed", tone: "red" },
};

const when = (value: string | null | undefined) => (value ? formatDateTime(value) : "—");

/** A cell's column name, shown on a phone where the table's header row is hidden. */
function CellLabel({ children }: { children: string }) {
  return <span className="block text-xs font-semibold uppercase tracking-wide text-slate-500 md:hidden">{children}</span>;
}

/** One endpoint's deliveries, newest first: what went, how the receiver answered, what is still to be tried. */
export function DeliveriesTable({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(0);
  const { data, error, refetch, loading } = useQuery(AdminWebhookDeliveriesDocument, {
    variables: { endpointId, limit: PAGE, offset: page * PAGE },
    fetchPolicy: "cache-and-network",
  });
  const [replay] = useMutation(ReplayWebhookDeliveryDocument);
  const [busyId, setBusyId] = useState<string>();

  const runReplay = async (delivery: AdminWebhookDeliveryFragment) => {
    setBusyId(delivery.id);
    try {
      await replay({ variables: { id: delivery.id } });
      toastSuccess(`Replaying ${delivery.eventType}`);
      setPage(0);
      await refetch({ endpointId, limit: PAGE, offset: 0 });
    } catch {
      toastError("Failed to replay the delivery");
    } finally {
      setBusyId(undefined);
    }
  };

  const rows = data?.webhookDeliveries;
  if (!rows) return <QueryFallback error={error} refetch={refetch} label="Loading deliveries..." />;
  if (rows.length === 0 && page === 0) {
    return (
      <EmptyState icon={RotateCcw} title="No deliveries yet">
        <p className="text-slate-600">Events this endpoint subscribes to appear here as they happen. Try “Send test event”.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <div className="mb-2 flex justify-end">
        <button type="button" onClick={() => void refetch()} disabled={loading} className={buttonClass("outlineDark", "sm")}>
          Refresh
        </button>
      </div>
      {/* On a phone each delivery is a card, Replay included; from md up, the table's columns. */}
      <div className="relative rounded-xl border border-slate-200 bg-white md:overflow-x-auto">
        <table className="w-full text-left text-sm md:min-w-[720px]">
          <caption className="sr-only">Deliveries, newest first</caption>
          <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-600 md:table-header-group">
            <tr>
              <th scope="col" className="px-3 py-2">
                Event
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              <th scope="col" className="px-3 py-2">
                HTTP
              </th>
              <th scope="col" className="px-3 py-2">
                Duration
              </th>
              <th scope="col" className="px-3 py-2">
                Attempts
              </th>
              <th scope="col" className="px-3 py-2">
                Next retry
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 md:table-row-group">
            {rows.map((delivery) => {
              const status = STATUS[delivery.status];
              return (
                <tr key={delivery.id} className="grid grid-cols-2 gap-x-3 gap-y-2 p-3 align-top md:table-row md:p-0">
                  <td className="col-span-2 md:table-cell md:px-3 md:py-2">
                    <p className="font-medium text-slate-900">{delivery.eventType}</p>
                    <p className="text-xs text-slate-600">
                      {when(delivery.createdAt)}
                      {delivery.replayOf ? ` · replay of #${delivery.replayOf}` : ""}
                    </p>
                    {delivery.attemptLog.length > 0 && (
                      <details className="mt-1 text-xs text-slate-700">
                        <summary className="cursor-pointer text-slate-600">Attempts</summary>
                        <ol className="mt-1 space-y-1">
                          {delivery.attemptLog.map((attempt) => (
                            <li key={attempt.attempt}>
                              #{attempt.attempt} {when(attempt.attemptedAt)} · {attempt.statusCode ?? "no answer"} · {attempt.durationMs} ms
                              {attempt.error ? ` · ${attempt.error}` : ""}
                              {attempt.responseExcerpt ? (
                                <span className="block break-all text-slate-500">“{attempt.responseExcerpt}”</span>
                              ) : null}
                            </li>
                          ))}
                        </ol>
                      </details>
                    )}
                  </td>
                  <td className="col-span-2 md:table-cell md:px-3 md:py-2">
                    <Pill tone={status.tone}>{status.label}</Pill>
                    {delivery.lastError && <p className="mt-1 max-w-56 break-words text-xs text-slate-600">{delivery.lastError}</p>}
                  </td>
                  <td className="tabular-nums md:table-cell md:px-3 md:py-2">
                    <CellLabel>HTTP</CellLabel>
                    {delivery.lastStatusCode ?? "—"}
                  </td>
                  <td className="tabular-nums md:table-cell md:px-3 md:py-2">
                    <CellLabel>Duration</CellLabel>
                    {delivery.lastDurationMs == null ? "—" : `${delivery.lastDurationMs} ms`}
                  </td>
                  <td className="tabular-nums md:table-cell md:px-3 md:py-2">
                    <CellLabel>Attempts</CellLabel>
                    {delivery.attempts}
                  </td>
                  <td className="md:table-cell md:px-3 md:py-2">
                    <CellLabel>Next retry</CellLabel>
                    {delivery.status === WebhookDeliveryStatus.Pending ? when(delivery.nextAttemptAt) : "—"}
                  </td>
                  <td className="col-span-2 md:table-cell md:px-3 md:py-2 md:text-right">
                    <button
                      type="button"
                      disabled={busyId === delivery.id}
                      onClick={() => void runReplay(delivery)}
                      className={buttonClass("outlineDark", "sm")}
                      aria-label={`Replay ${delivery.eventType} delivery ${delivery.id}`}
                    >
                      <RotateCcw aria-hidden className="size-4" />
                      Replay
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav aria-label="Delivery pages" className="mt-3 flex items-center justify-between gap-2 text-sm text-slate-600">
        <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)} className={buttonClass("outlineDark", "sm")}>
          Newer
        </button>
        <span>Page {page + 1}</span>
        <button type="button" disabled={rows.length < PAGE} onClick={() => setPage(page + 1)} className={buttonClass("outlineDark", "sm")}>
          Older
        </button>
      </nav>
    </>
  );
}
