import { useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "../../lib/auth";
import { readDraft, removeDraft, writeDraft } from "../../lib/drafts";
import { readUser, SESSION_EVENT, type SessionChange } from "../../lib/session";

function sessionEnded(event: Event): boolean {
  if (readUser()) return false;
  // This tab's own Logout carries no reason, and it has already asked to discard the changes.
  if (event.type === SESSION_EVENT) return !!(event as CustomEvent<SessionChange>).detail?.reason;
  return true;
}

/**
 * Hands back as `restored` what `useDraftKeeping` kept of this editor for the signed-in account.
 * The stored copy is removed as soon as it is handed back: from then on the form holds it, and
 * saving or discarding ends it. Read when the editor opens, so it can seed the form's state.
 */
export function useRestoredDraft<V>(editor: string) {
  const { user } = useAuth();
  const userId = user?.id;
  const [restored, setRestored] = useState<V | null>(() => (userId ? readDraft<V>(userId, editor) : null));

  useEffect(() => {
    if (userId) removeDraft(userId, editor);
  }, [userId, editor]);

  const dismiss = useCallback(() => setRestored(null), []);
  return { restored, dismiss };
}

/**
 * Keeps an editor's unsaved `values` when the session ends under it (the server refuses the
 * token on save, it expires, or another tab signs out), for `useRestoredDraft` to hand back when
 * the same account opens the same editor after signing in again.
 */
export function useDraftKeeping<V>(editor: string, values: V, dirty: boolean) {
  const { user } = useAuth();
  const userId = user?.id;
  // What the session events find: the last values rendered, without re-subscribing on each keystroke.
  const latest = useRef({ userId, values, dirty });
  useEffect(() => {
    latest.current = { userId, values, dirty };
  });

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
}
