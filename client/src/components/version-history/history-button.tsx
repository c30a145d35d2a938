import { History } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../ui/button-styles";
import { VersionHistoryDialog, type VersionHistoryDialogProps } from "./version-history-dialog";

type HistoryButtonProps = Omit<VersionHistoryDialogProps, "onClose"> & {
  /** An icon button (on a card) or a labelled one (a page header). */
  compact?: boolean;
};

/** Opens the version history of one item; focus comes back here when it closes. */
export function HistoryButton({ compact = false, ...dialog }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={compact ? `History of ${dialog.name}` : undefined}
        className={buttonClass("outlineDark", compact ? "icon" : "md")}
      >
        <History aria-hidden className="size-4" />
        {!compact && "History"}
      </button>
      {open && <VersionHistoryDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
