import { useEffect, useRef } from "react";
import { useAuth } from "../../lib/auth";
import { draftEditors, removeDraft } from "../../lib/drafts";

/** The draft name of a dialog editing `item`, or writing a new one: e.g. "plan:3", "plan:new". */
export const draftDialogName = (prefix: string, item?: { id: string }) => `${prefix}${item?.id ?? "new"}`;

/**
 * After signing in again, reopens the add/edit dialog (named `prefix` + id, or "new") whose
 * unsaved changes were kept when the session ended, so its FormEditGuard can restore them.
 * A draft of an item deleted since is dropped.
 */
export function useReopenDraftDialog<T extends { id: string }>(prefix: string, items: readonly T[] | undefined, open: (item?: T) => void) {
  const { user } = useAuth();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !items || !user) return;
    done.current = true;
    const [name] = draftEditors(user.id, prefix);
    if (!name) return;
    const id = name.slice(prefix.length);
    const item = items.find((candidate) => candidate.id === id);
    if (id === "new" || item) open(item);
    else removeDraft(user.id, name);
  }, [prefix, items, user, open]);
}
