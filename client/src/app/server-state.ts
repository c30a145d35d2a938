/** The element that carries a server-rendered page's Apollo cache to the browser. */
const SERVER_STATE_ID = "apollo-state";

/** A JSON data block (not a script the browser runs, so the CSP allows it); `<` is escaped so no value can close it. */
export function serverStateScript(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/** The cache a server-rendered page was rendered from, or null for a page the browser renders alone. */
export function readServerState(): Record<string, unknown> | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return null;
  }
}
