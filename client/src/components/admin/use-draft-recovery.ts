import { useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "../../lib/auth";
import { readDraft, removeDraft, writeDraft } from "../../lib/drafts";
import { readToken, readUser, SESSION_EVENT, type SessionChange } from "../../lib/session";

function sessionEnded(event: Event): boolean {
  // Another tab's Logout removes the user before the token, and the first change already signs
  // this tab out and closes the editor: waiting for the token's removal would be too late.
  if (readToken() && readUser()) return false;
  // This tab's own Logout carries no reason, and it has already asked to discard the changes.
  if (event.type === SESSION_EVENT) return !!(event as CustomEvent<SessionChange>).detail?.reason;
  return true;
}

/**
 * Keeps an editor's unsaved `values` when the session ends under it (the server refuses the
 * token on save, it expires, or another tab signs out), and hands them back as `restored` when
 * the same account opens the same editor after signing in again. The stored copy is removed as
 * soon as it is handed back: from then on the form holds it, and saving or discarding ends it.
 */
export function useDraftRecovery<V>(editor: string, values: V, dirty: boolean) {
  const { user } = useAuth();
  const userId = user?.id;
  const [restored, setRestored] = useState<V | null>(() => (userId ? readDraft<V>(userId, editor) : null));
  const latest = useRef({ userId, values, dirty });
  latest.current = { userId, values, dirty };

  useEffect(() => {
    if (userId) removeDraft(userId, editor);
  }, [userId, editor]);

  useEffect(() => {
    const keep = (event: Event) => {
      const { userId: owner, values: unsaved, dirty: changed } = latest.current;
      if (owner && changed && sessionEnded(event)) writeDraft(owner, editor, unsaved);
    };
    window.addEventListener(SESSION_EVENT, keep);
    window.addEventListener("storage", keep);
    return () => {
      window.removeEventListener(SESSION_EVENT, keep);
      window.removeEventListener("storage", keep);
    };
  }, [editor]);

  const dismiss = useCallback(() => setRestored(null), []);
  return { restored, dismiss };
}
