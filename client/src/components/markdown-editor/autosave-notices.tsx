import { formatDayAndTime } from "../../../../common/gym-time";
import { History } from "lucide-react";
import { buttonClass } from "../ui/button-styles";

/** A draft found in this browser that differs from the saved text: put it back, or drop it. */
export function RestoreDraftNotice({ savedAt, onRestore, onDiscard }: { savedAt: string; onRestore: () => void; onDiscard: () => void }) {
  const when = formatDayAndTime(new Date(savedAt));
  return (
    <div
      role="status"
      className="mt-2 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 @lg:flex-row @lg:items-center"
    >
      <History aria-hidden className="hidden size-5 shrink-0 text-amber-700 @lg:block" />
      <p className="flex-1">This browser kept changes you had not saved.</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onRestore} className={buttonClass("dark", "sm")}>
          Restore unsaved changes from {when}
        </button>
        <button type="button" onClick={onDiscard} className={buttonClass("outlineDark", "sm")}>
          Discard
        </button>
      </div>
    </div>
  );
}

/** "Draft saved in this browser 6:12 pm"; nothing when storage is refused or nothing is kept. */
export function AutosaveStatus({ savedAt, paused }: { savedAt: Date | null; paused: boolean }) {
  if (paused) return <span>Restore or discard the kept changes to keep saving drafts.</span>;
  return <span>{savedAt ? `Draft saved in this browser ${formatDayAndTime(savedAt, true)}` : ""}</span>;
}
