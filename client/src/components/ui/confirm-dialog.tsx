import { LoaderCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { buttonClass } from "./button-styles";
import { Dialog, DialogActions } from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Resolves when done; the dialog stays open (and usable again) if it rejects. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Asks before something that cannot be undone; Cancel has the focus so Enter does no harm. */
export function ConfirmDialog({ open, title, message, confirmLabel, busyLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller has already told the user what went wrong.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={title} onClose={onClose} description={message}>
      <DialogActions>
        <button type="button" data-autofocus onClick={onClose} className={buttonClass("outlineDark")}>
          Cancel
        </button>
        <button type="button" onClick={() => void confirm()} disabled={busy} className={buttonClass("danger")}>
          {busy && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {busy ? busyLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
