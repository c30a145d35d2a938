import { ChevronDown, Mail, MailOpen, Phone, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { Pill } from "../../../components/ui/pill";
import type { AdminContactMessageFragment } from "../../../graphql/generated";
import { formatDateTime } from "../../../../../common/gym-time";
import { mailtoUrl, telUrl } from "../../../lib/links";

interface MessageItemProps {
  message: AdminContactMessageFragment;
  busy: boolean;
  onToggleRead: () => void;
  onDelete: () => void;
}

/** One message: a summary line that expands to the whole text and its actions. */
export function MessageItem({ message, busy, onToggleRead, onDelete }: MessageItemProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const unread = !message.readAt;
  const sender = `${message.firstName} ${message.lastName}`;

  return (
    <li className={`rounded-xl border bg-white shadow-sm ${unread ? "border-orange-300" : "border-slate-200"}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((shown) => !shown)}
        className="flex w-full items-start gap-3 rounded-xl p-4 text-left focus-visible:outline-2 focus-visible:outline-orange-500"
      >
        <span aria-hidden className={`mt-2 size-2 shrink-0 rounded-full ${unread ? "bg-orange-500" : "bg-transparent"}`} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className={`truncate ${unread ? "font-bold text-slate-900" : "font-medium text-slate-700"}`}>{sender}</span>
            {unread && <Pill tone="orange">New</Pill>}
          </span>
          <span className={`block truncate text-sm ${unread ? "font-semibold text-slate-900" : "text-slate-700"}`}>{message.subject}</span>
          {!open && <span className="block truncate text-sm text-slate-500">{message.message}</span>}
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-xs text-slate-500">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </span>
      </button>
      <div id={bodyId} hidden={!open} className="border-t border-slate-100 px-4 pb-4 pt-3 sm:pl-9">
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <a href={mailtoUrl(message.email)} className="inline-flex items-center gap-1.5 text-orange-700 hover:underline">
            <Mail aria-hidden className="size-4" />
            {message.email}
          </a>
          {message.phone && (
            <a href={telUrl(message.phone)} className="inline-flex items-center gap-1.5 text-orange-700 hover:underline">
              <Phone aria-hidden className="size-4" />
              {message.phone}
            </a>
          )}
        </div>
        <p className="mt-3 whitespace-pre-line break-words text-sm leading-relaxed text-slate-800">{message.message}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={onToggleRead} disabled={busy} className={buttonClass("outlineDark", "sm")}>
            {unread ? <MailOpen aria-hidden className="size-4" /> : <Mail aria-hidden className="size-4" />}
            {unread ? "Mark as read" : "Mark as unread"}
          </button>
          <button type="button" onClick={onDelete} disabled={busy} className={`${buttonClass("outlineDark", "sm")} text-red-700`}>
            <Trash2 aria-hidden className="size-4" />
            Delete
          </button>
        </div>
      </div>
    </li>
  );
}
