import { useMutation, useQuery } from "@apollo/client/react";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
import {
  AdminContactMessagesDocument,
  DeleteContactMessageDocument,
  MarkContactMessageReadDocument,
  type AdminContactMessageFragment,
} from "../../../graphql/generated";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { evictQueryFields, toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { useDeleteRecord } from "../../../components/admin/use-delete-record";
import { MessageItem } from "./message-item";

/** /admin/messages: what visitors sent through the contact form, newest first. */
export function MessagesPage() {
  const { data, error, refetch } = useQuery(AdminContactMessagesDocument, { fetchPolicy: "cache-and-network" });
  const [markRead] = useMutation(MarkContactMessageReadDocument, { update: (cache) => evictQueryFields(cache, "dashboard") });
  const removeRecord = useDeleteRecord(DeleteContactMessageDocument);
  const [busyId, setBusyId] = useState<string>();
  const [deleting, setDeleting] = useState<AdminContactMessageFragment>();

  const toggleRead = async (message: AdminContactMessageFragment) => {
    const read = !message.readAt;
    setBusyId(message.id);
    try {
      await markRead({ variables: { id: message.id, read } });
      toastSuccess(read ? "Message marked as read" : "Message marked as unread");
    } catch {
      toastError("Failed to update message");
    } finally {
      setBusyId(undefined);
    }
  };

  const messages = data?.contactMessages;
  const unread = messages?.filter((message) => !message.readAt).length ?? 0;

  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={
          messages ? `${messages.length} message${messages.length === 1 ? "" : "s"}, ${unread} unread.` : "Sent through the contact form."
        }
      />
      {!messages ? (
        <QueryFallback error={error} refetch={refetch} label="Loading messages..." />
      ) : messages.length === 0 ? (
        <EmptyState icon={Inbox} title="No messages yet">
          <p className="text-slate-600">Messages sent through the contact page will appear here.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Contact messages" className="space-y-3">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              busy={busyId === message.id}
              onToggleRead={() => void toggleRead(message)}
              onDelete={() => setDeleting(message)}
            />
          ))}
        </ul>
      )}
      <ConfirmDelete
        item={deleting}
        title="Delete message"
        message={() => "Are you sure you want to delete this message?"}
        remove={removeRecord}
        onDeleted={() => toastSuccess("Message deleted successfully")}
        onFailed={() => toastError("Failed to delete message")}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
