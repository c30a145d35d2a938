import type { ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

interface ConfirmDeleteProps<T> {
  /** The record to delete; the dialog is open while there is one. */
  item: T | undefined;
  title: string;
  /** Also called without the record while the dialog closes, so the sentence can stay put. */
  message: (item: T | undefined) => ReactNode;
  remove: (item: T) => Promise<unknown>;
  /** Tells the user it worked (each page has its own toast); the dialog then closes. */
  onDeleted: (item: T) => void;
  /** Tells the user it failed; the dialog stays open so they can try again. */
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

/** Every "Delete ...?" question in the app: same buttons, same busy label, same failure handling. */
export function ConfirmDelete<T>({ item, title, message, remove, onDeleted, onFailed, onClose }: ConfirmDeleteProps<T>) {
  const confirm = async () => {
    if (item === undefined) return;
    try {
      await remove(item);
    } catch (error) {
      onFailed(error);
      throw error;
    }
    onDeleted(item);
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== undefined}
      title={title}
      message={message(item)}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
