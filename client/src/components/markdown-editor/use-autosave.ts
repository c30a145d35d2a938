import { useCallback, useEffect, useRef, useState } from "react";
import { useAuth } from "../../lib/auth";

/**
 * Drafts of long texts kept in this browser while the admin types, so a closed tab, a reload or
 * an ended session loses nothing. localStorage (it outlives the tab), under the account's id and
 * what is edited, e.g. "blog:12" or "policy:terms".
 */
const PREFIX = "gym:autosave:";
const DELAY_MS = 1000;

export interface AutosavedDraft {
  text: string;
  /** When it was kept, ISO. */
  savedAt: string;
}

/** localStorage, or null when the browser refuses it (private modes, disabled storage). */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): AutosavedDraft | null {
  try {
    const raw = storage()?.getItem(key);
    const draft = raw ? (JSON.parse(raw) as Partial<AutosavedDraft>) : null;
    return typeof draft?.text === "string" && typeof draft.savedAt === "string" ? { text: draft.text, savedAt: draft.savedAt } : null;
  } catch {
    return null;
  }
}

function write(key: string, draft: AutosavedDraft): boolean {
  try {
    const store = storage();
    store?.setItem(key, JSON.stringify(draft));
    return !!store;
  } catch {
    return false;
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Refused storage holds nothing to remove.
  }
}

/** Forgets the draft of `editor` for every account in this browser: called once its text is saved. */
export function clearAutosavedDraft(editor: string): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX) && key.endsWith(`:${editor}`)) store.removeItem(key);
  } catch {
    // As above.
  }
}

const same = (a: string, b: string) => a.trim() === b.trim();

/**
 * Keeps `value` as the draft of `editor` a second after each change, while it differs from
 * `stored` (the saved text). A draft found on opening that differs from `stored` is offered
 * (`offer`), never applied by itself; until it is restored or discarded nothing new is kept.
 */
export function useAutosave(editor: string, value: string, stored: string) {
  const { user } = useAuth();
  const key = `${PREFIX}${user?.id ?? "guest"}:${editor}`;
  const [offer, setOffer] = useState<AutosavedDraft | null>(() => {
    const draft = read(key);
    // A draft the text already holds (put back by another recovery, or kept while the editor was
    // hidden) is nothing to offer.
    return draft && !same(draft.text, stored) && !same(draft.text, value) ? draft : null;
  });
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const latest = useRef({ key, value, stored, pending: false });
  // The text already holds the draft (another recovery put it back): nothing left to offer.
  if (offer && same(value, offer.text)) setOffer(null);

  const keep = useCallback(() => {
    const { key: target, value: text, stored: saved } = latest.current;
    latest.current.pending = false;
    if (same(text, saved)) {
      remove(target);
      setSavedAt(null);
      return;
    }
    const now = new Date();
    setSavedAt(write(target, { text, savedAt: now.toISOString() }) ? now : null);
  }, []);

  useEffect(() => {
    const changed = latest.current.value !== value || latest.current.stored !== stored;
    latest.current = { ...latest.current, key, value, stored };
    if (offer || !changed) return;
    latest.current.pending = true;
    const timer = window.setTimeout(keep, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, value, stored, offer, keep]);

  // Closing the tab within the second after a keystroke keeps that keystroke too.
  useEffect(() => {
    const flush = () => {
      if (latest.current.pending) keep();
    };
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [keep]);

  const restore = useCallback((): string | null => {
    setOffer(null);
    return offer?.text ?? null;
  }, [offer]);
  const discard = useCallback(() => {
    remove(key);
    setOffer(null);
  }, [key]);

  return { offer, savedAt, restore, discard };
}
