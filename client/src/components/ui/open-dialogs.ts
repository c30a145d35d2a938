/** Open dialogs, topmost last: only the topmost answers Escape and keeps Tab inside. */
const stack: symbol[] = [];
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function openDialog(dialog: symbol): void {
  stack.push(dialog);
  notify();
}

export function closeDialog(dialog: symbol): void {
  const index = stack.indexOf(dialog);
  if (index >= 0) stack.splice(index, 1);
  notify();
}

export const isTopDialog = (dialog: symbol): boolean => stack[stack.length - 1] === dialog;

/** For useSyncExternalStore: whether any dialog is open (the toaster moves out of its way). */
export const anyDialogOpen = (): boolean => stack.length > 0;

export function onOpenDialogsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
