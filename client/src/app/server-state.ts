import { scriptJson } from "../../../common/escape";

/** The element that carries a server-rendered page's Apollo cache to the browser. */
const SERVER_STATE_ID = "apollo-state";

/** A JSON data block (not a script the browser runs, so the CSP allows it). */
export function serverStateScript(state: unknown): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`;
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
