/**
 * Unsaved edits kept when a session ends mid-edit, until the same account signs in again in this
 * tab. sessionStorage (this tab only, gone with it) under the account's id, so another person
 * signing in at the same browser never sees them.
 */
const PREFIX = "gym:draft:";

const storage = (): Storage | null => (typeof sessionStorage === "undefined" ? null : sessionStorage);
const keyOf = (userId: string, editor: string) => `${PREFIX}${userId}:${editor}`;

export function writeDraft(userId: string, editor: string, values: unknown): void {
  try {
    storage()?.setItem(keyOf(userId, editor), JSON.stringify(values));
  } catch {
    // Storage full or refused: nothing more can be kept.
  }
}

export function readDraft<V>(userId: string, editor: string): V | null {
  try {
    const raw = storage()?.getItem(keyOf(userId, editor));
    return raw ? (JSON.parse(raw) as V) : null;
  } catch {
    return null;
  }
}

export function removeDraft(userId: string, editor: string): void {
  storage()?.removeItem(keyOf(userId, editor));
}

/** The editors (starting with `prefix`) holding a draft of this account, e.g. a blog post dialog. */
export function draftEditors(userId: string, prefix: string): string[] {
  const store = storage();
  if (!store) return [];
  const start = keyOf(userId, prefix);
  const found: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(start)) found.push(key.slice(keyOf(userId, "").length));
  }
  return found;
}
