/**
 * Escaping for text the server writes into HTML or XML by hand (the sitemap, the state block
 * and fallback heads); React escapes what it renders itself. Numeric references are valid XML
 * too, so the sitemap uses the same rule.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for the inside of a <script> element: no value can close the element, open a comment,
 * or break the line for old JavaScript parsers (U+2028/U+2029).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
