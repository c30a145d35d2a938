import { useEffect } from "react";

/**
 * Which parts of the page hold unsaved edits. A module store rather than a context, so a dialog
 * (a shared UI part) and an editor page register the same way, and the guard that intercepts
 * navigation reads one answer.
 */
const owners = new Set<symbol>();
const listeners = new Set<() => void>();

export const hasUnsavedChanges = (): boolean => owners.size > 0;

export function subscribeUnsavedChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => listeners.forEach((listener) => listener());

function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older Chromium and Safari show their prompt only when returnValue is set.
  event.returnValue = "";
}

/**
 * While `dirty`, the browser warns on reload or tab close, and the admin layout's leave guard
 * asks before an in-app link, Back, or Logout takes the admin away.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const owner = Symbol("unsaved changes");
    owners.add(owner);
    window.addEventListener("beforeunload", warnBeforeUnload);
    notify();
    return () => {
      owners.delete(owner);
      window.removeEventListener("beforeunload", warnBeforeUnload);
      notify();
    };
  }, [dirty]);
}

type LeaveRequester = (proceed: () => void) => void;
let requester: LeaveRequester | null = null;

/** The mounted leave guard answers requests; without one, leaving goes ahead. */
export function setLeaveRequester(next: LeaveRequester | null): void {
  requester = next;
}

/** Runs `proceed` at once when nothing is unsaved, otherwise after the admin agrees to discard. */
export function leaveUnlessUnsaved(proceed: () => void): void {
  if (hasUnsavedChanges() && requester) requester(proceed);
  else proceed();
}
