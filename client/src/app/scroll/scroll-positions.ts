const PREFIX = "scroll:";

/** Offsets kept per history entry, for this tab only, so Back (and a reload) finds them again. */
export function savePosition(key: string, y: number): void {
  try {
    sessionStorage.setItem(PREFIX + key, String(Math.round(y)));
  } catch {
    // Storage full or refused (private mode): Back then starts at the top, nothing worse.
  }
}

export function readPosition(key: string): number | undefined {
  try {
    const value = sessionStorage.getItem(PREFIX + key);
    return value === null ? undefined : Number(value);
  } catch {
    return undefined;
  }
}

/** The element a `#fragment` names, by id (decoded, as the browser does for its own anchors). */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is looked up as written.
  }
  return document.getElementById(id);
}

/** How the page was first opened: a reload or Back into the site may have an offset to restore. */
export function openedByReloadOrHistory(): boolean {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  const type = (entry as PerformanceNavigationTiming | undefined)?.type;
  return type === "reload" || type === "back_forward";
}
