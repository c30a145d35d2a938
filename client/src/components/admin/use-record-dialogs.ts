import { useCallback, useState } from "react";
import { useNewParam } from "./use-new-param";
import { useReopenDraftDialog } from "./use-reopen-draft-dialog";

/**
 * The add/edit and delete dialogs of a page listing records: `?new=1` opens the add dialog, and
 * an editor whose unsaved changes were kept when the session ended opens again.
 */
export function useRecordDialogs<T extends { id: string }>(draftPrefix: string, records: readonly T[] | undefined) {
  const [editing, setEditing] = useState<{ record?: T }>();
  const [deleting, setDeleting] = useState<T>();
  const openCreate = useCallback(() => setEditing({}), []);
  useNewParam(openCreate);
  const openEdit = useCallback((record?: T) => setEditing({ record }), []);
  useReopenDraftDialog(draftPrefix, records, openEdit);
  return {
    editing,
    openCreate,
    openEdit,
    closeEditor: () => setEditing(undefined),
    deleting,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(undefined),
  };
}
