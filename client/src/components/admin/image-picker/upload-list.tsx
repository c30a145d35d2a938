import { CircleAlert, CircleCheck, X } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../ui/button-styles";
import { formatBytes } from "./media-format";
import type { UploadEntry } from "./use-media-uploads";

interface UploadListProps {
  entries: readonly UploadEntry[];
  onDismiss: (id: string) => void;
  /** What follows a stored file, e.g. the alt text form. */
  afterUpload?: (entry: UploadEntry & { item: NonNullable<UploadEntry["item"]> }) => ReactNode;
}

const STATUS_TEXT = { waiting: "Waiting", uploading: "Uploading", done: "Uploaded", failed: "Not uploaded" } as const;

/** One row per file: its progress while it goes, then the server's verdict beside it. */
export function UploadList({ entries, onDismiss, afterUpload }: UploadListProps) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="space-y-3">
      {entries.map((entry) => {
        const percent = Math.round(entry.progress * 100);
        return (
          <li key={entry.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <div className="flex items-start gap-3">
              {entry.status === "done" && <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />}
              {entry.status === "failed" && <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap justify-between gap-x-3 text-sm">
                  <span className="font-semibold break-all text-slate-900">{entry.name}</span>
                  <span className="text-slate-600">
                    {formatBytes(entry.bytes)} · {STATUS_TEXT[entry.status]}
                    {entry.status === "uploading" ? ` ${percent}%` : ""}
                  </span>
                </p>
                {(entry.status === "uploading" || entry.status === "waiting") && (
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${entry.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div className="h-full rounded-full bg-orange-500 transition-[width]" style={{ width: `${percent}%` }} />
                  </div>
                )}
                {entry.error && (
                  <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                    {entry.error}
                  </p>
                )}
              </div>
              {(entry.status === "done" || entry.status === "failed") && (
                <button
                  type="button"
                  onClick={() => onDismiss(entry.id)}
                  aria-label={`Dismiss ${entry.name}`}
                  className={buttonClass("ghostDark", "icon")}
                >
                  <X aria-hidden className="size-4" />
                </button>
              )}
            </div>
            {entry.item && afterUpload && <div className="mt-3">{afterUpload({ ...entry, item: entry.item })}</div>}
          </li>
        );
      })}
    </ul>
  );
}
