import { useMutation, useQuery } from "@apollo/client/react";
import { Download, MailCheck } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../../../../common/gym-time";
import { REMINDER_MESSAGES, SUBSCRIBER_STATUSES, type SubscriberStatusName } from "../../../../../common/validation";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { buttonClass } from "../../../components/ui/button-styles";
import { Pill } from "../../../components/ui/pill";
import {
  AdminNewsletterSubscribersDocument,
  ExportNewsletterSubscribersDocument,
  UnsubscribeNewsletterSubscriberDocument,
} from "../../../graphql/generated";

const PAGE_SIZE = 50;
const STATUS_LABELS: Record<SubscriberStatusName, string> = { confirmed: "Confirmed", pending: "Pending", unsubscribed: "Unsubscribed" };

/** Saves text as a file through a temporary link. */
function download(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** /admin/subscribers: the newsletter list (double opt-in), by status, with CSV export and unsubscribe. */
export function SubscribersPage() {
  const [status, setStatus] = useState<SubscriberStatusName>("confirmed");
  const [page, setPage] = useState(0);
  const { data, error, refetch } = useQuery(AdminNewsletterSubscribersDocument, {
    variables: { status, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [exportCsv, { loading: exporting }] = useMutation(ExportNewsletterSubscribersDocument);
  const [unsubscribe] = useMutation(UnsubscribeNewsletterSubscriberDocument);
  const [busyId, setBusyId] = useState<string>();

  const runExport = async () => {
    try {
      const result = await exportCsv();
      download(result.data?.exportNewsletterSubscribers ?? "", `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
      toastSuccess("Subscribers exported");
    } catch {
      toastError("Failed to export subscribers");
    }
  };

  const remove = async (id: string) => {
    setBusyId(id);
    try {
      await unsubscribe({ variables: { id } });
      toastSuccess(REMINDER_MESSAGES.subscriberRemoved);
      await refetch();
    } catch {
      toastError("Failed to unsubscribe");
    } finally {
      setBusyId(undefined);
    }
  };

  const list = data?.newsletterSubscribers;
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;

  return (
    <>
      <AdminPageHeader
        title="Newsletter"
        description={
          data
            ? `${data.newsletterSubscriberCount} confirmed subscriber${data.newsletterSubscriberCount === 1 ? "" : "s"}. Addresses count once confirmed by e-mail.`
            : "Addresses count once confirmed by e-mail."
        }
        actions={
          <button type="button" className={buttonClass("dark")} disabled={exporting} onClick={() => void runExport()}>
            <Download aria-hidden className="size-4" />
            {exporting ? "Exporting..." : "Export CSV"}
          </button>
        }
      />
      <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-2">
        {SUBSCRIBER_STATUSES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPage(0);
            }}
            className={buttonClass(status === value ? "primary" : "outlineDark", "sm")}
          >
            {STATUS_LABELS[value]}
          </button>
        ))}
      </div>
      {!list ? (
        <QueryFallback error={error} refetch={refetch} label="Loading subscribers..." />
      ) : list.items.length === 0 ? (
        <EmptyState icon={MailCheck} title={`No ${STATUS_LABELS[status].toLowerCase()} addresses`}>
          <p className="text-slate-600">Addresses from the blog&apos;s subscribe box appear here.</p>
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Subscribers" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {list.items.map((subscriber) => (
              <li key={subscriber.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    <span className="break-all">{subscriber.email}</span>
                    {subscriber.memberId && <Pill tone="orange">{`Member ${subscriber.memberId}`}</Pill>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {STATUS_LABELS[subscriber.status as SubscriberStatusName] ?? subscriber.status} · subscribed{" "}
                    {formatDateTime(String(subscriber.createdAt))}
                    {subscriber.confirmedAt ? ` · confirmed ${formatDateTime(String(subscriber.confirmedAt))}` : ""}
                    {subscriber.unsubscribedAt ? ` · left ${formatDateTime(String(subscriber.unsubscribedAt))}` : ""}
                  </p>
                </div>
                {subscriber.status !== "unsubscribed" && (
                  <button
                    type="button"
                    disabled={busyId === subscriber.id}
                    onClick={() => void remove(subscriber.id)}
                    className={`${buttonClass("outlineDark", "sm")} shrink-0 self-start sm:self-auto`}
                    aria-label={`Unsubscribe ${subscriber.email}`}
                  >
                    Unsubscribe
                  </button>
                )}
              </li>
            ))}
          </ul>
          <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm text-slate-600">
            <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)} className={buttonClass("outlineDark", "sm")}>
              Previous
            </button>
            <span>
              Page {page + 1} of {pages} ({list.total})
            </span>
            <button
              type="button"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
              className={buttonClass("outlineDark", "sm")}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </>
  );
}
