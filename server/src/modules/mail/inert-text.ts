/**
 * Text a visitor typed (a name at sign-up, a subject) put into an e-mail must stay text: it
 * must not end a header line, and mail clients must not turn it into a link. Clients link
 * anything that looks like a URL or a domain ("www.evil.example", "evil.example/x",
 * "http://…", "a@b.example"), whatever markup surrounds it: a zero-width character or a span
 * around the dot is dropped or bridged by some linkers. So the characters that make a domain,
 * a scheme or an address are replaced by look-alikes that no linker treats as such. People's
 * names rarely hold them, and read the same either way.
 */
const LINK_CHARACTERS: Record<string, string> = {
  ".": "\u2024", // ONE DOT LEADER
  "@": "\uFF20", // FULLWIDTH COMMERCIAL AT
  ":": "\u2236", // RATIO
  "/": "\u2215", // DIVISION SLASH
};
/** Line breaks of every kind (CR, LF, NEL, U+2028/9), other controls, and bidi overrides. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu;
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** For a header (subject, display name): one line, no control characters. */
export function headerText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
}

/** User text for a plain-text body: one line that no mail client can read as a link. */
export function inertText(value: string): string {
  return headerText(value).replace(/[.@:/]/g, (character) => LINK_CHARACTERS[character]!);
}

/** User text for an HTML body: escaped, and no link either. */
export function inertHtml(value: string): string {
  return inertText(value).replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}
