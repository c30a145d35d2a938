import { X } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { buttonClass } from "./button-styles";
import { DialogGuardContext, type DialogGuard } from "./dialog-guard";
import { closeDialog, isTopDialog, openDialog } from "./open-dialogs";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

interface DialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Room for a page-wide view (a side-by-side comparison, an editor beside its preview, a page preview) instead of a form's width. */
  wide?: boolean;
}

function focusables(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * A modal dialog. Its content unmounts on close, so a form inside starts afresh next time.
 * Focus moves in (to `[data-autofocus]` or the first field), stays in while open, and
 * returns to the control that opened it. A form inside that reports itself dirty
 * (`useDialogDirty`) makes every way of closing ask "Discard unsaved changes?" first.
 */
export function Dialog({ open, title, description, onClose, children, wide = false }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [self] = useState(() => Symbol(title));
  const [dirty, setDirty] = useState(false);
  // The latest onClose and dirty without re-running the effect (which would steal focus) on every render.
  const onCloseRef = useRef(onClose);
  const dirtyRef = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
    dirtyRef.current = dirty;
  });
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);
  useUnsavedChangesGuard(open && dirty);
  const requestClose = useCallback((close: () => void = () => onCloseRef.current()) => {
    if (dirtyRef.current) setPendingClose(() => close);
    else close();
  }, []);
  const guard = useMemo<DialogGuard>(() => ({ setDirty, requestClose }), [requestClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.querySelector<HTMLElement>("[data-autofocus], input, select, textarea") ?? focusables(panel)[0];
    first?.focus();

    openDialog(self);
    const onKey = (event: KeyboardEvent) => {
      if (!isTopDialog(self)) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        requestClose();
      } else if (event.key === "Tab") {
        const items = focusables(panel);
        const [head, tail] = [items[0], items.at(-1)];
        if (!head || !tail) return;
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      closeDialog(self);
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, self, requestClose]);

  if (!open) return null;
  const dialog = createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div aria-hidden className="absolute inset-0 bg-slate-950/70 backdrop-blur-sm" onClick={() => requestClose()} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={`relative max-h-[92svh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl ${wide ? "sm:max-w-6xl" : "sm:max-w-lg"} sm:rounded-2xl sm:p-6`}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            )}
          </div>
          <button type="button" onClick={() => requestClose()} aria-label="Close" className={buttonClass("ghostDark", "icon")}>
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="mt-5">
          <DialogGuardContext.Provider value={guard}>{children}</DialogGuardContext.Provider>
        </div>
      </div>
    </div>,
    document.body,
  );
  return (
    <>
      {dialog}
      <DiscardChangesDialog
        open={pendingClose !== null}
        onKeepEditing={() => setPendingClose(null)}
        onDiscard={() => {
          setPendingClose(null);
          setDirty(false);
          pendingClose?.();
        }}
      />
    </>
  );
}

interface DiscardChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asks before unsaved changes are thrown away; Keep editing has the focus, so Enter loses nothing. */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  return (
    <Dialog
      open={open}
      title="Discard unsaved changes?"
      description="The changes you made have not been saved and will be lost."
      onClose={onKeepEditing}
    >
      <DialogActions>
        <button type="button" data-autofocus onClick={onKeepEditing} className={buttonClass("outlineDark")}>
          Keep editing
        </button>
        <button type="button" onClick={onDiscard} className={buttonClass("danger")}>
          Discard
        </button>
      </DialogActions>
    </Dialog>
  );
}

/** Cancel and confirm buttons at the foot of a dialog, stacked on phones. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
