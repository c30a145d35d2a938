import { createContext, useContext, useEffect } from "react";

/** What a form inside a dialog tells the dialog, so closing it never loses typing silently. */
export interface DialogGuard {
  setDirty: (dirty: boolean) => void;
  /** Closes (by `close`, else the dialog's onClose), first asking when the form is dirty. */
  requestClose: (close?: () => void) => void;
}

export const DialogGuardContext = createContext<DialogGuard | null>(null);

/** Reports whether the form holds unsaved changes to the dialog around it (if any). */
export function useDialogDirty(dirty: boolean): void {
  const guard = useContext(DialogGuardContext);
  useEffect(() => {
    guard?.setDirty(dirty);
  }, [guard, dirty]);
  useEffect(() => () => guard?.setDirty(false), [guard]);
}

/** A Cancel handler that asks before discarding, like Escape, the backdrop and the X. */
export function useGuardedCancel(onCancel: () => void): () => void {
  const guard = useContext(DialogGuardContext);
  return () => (guard ? guard.requestClose(onCancel) : onCancel());
}
