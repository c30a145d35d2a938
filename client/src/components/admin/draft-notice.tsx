import { History } from "lucide-react";
import { buttonClass } from "../ui/button-styles";

/** Tells the admin the form shows what they typed before signing in again, with a way out. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center"
    >
      <History aria-hidden className="size-5 shrink-0 text-amber-700" />
      <p className="flex-1">Your unsaved changes were restored. Save them, or discard them to go back to the saved version.</p>
      <button type="button" onClick={onDiscard} className={buttonClass("outlineDark", "sm")}>
        Discard changes
      </button>
    </div>
  );
}
