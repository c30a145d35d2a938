/** Only http(s) URLs and site-relative paths; never javascript:, data: or protocol-relative //. */
export function isSafeUrl(value: string): boolean {
  const text = value.trim();
  if (text.startsWith("/")) return !text.startsWith("//") && !/[\s\\]/.test(text);
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && !!url.hostname;
  } catch {
    return false;
  }
}

/**
 * A stored URL made fit for a src or href attribute: trimmed when safe, otherwise undefined, so
 * no javascript: or data: URL is ever rendered.
 */
export function safeUrl(url: string | null | undefined): string | undefined {
  const value = url?.trim();
  return value && isSafeUrl(value) ? value : undefined;
}

/** A link in written text: http(s), e-mail, phone, or a page on this site (never javascript: or data:). */
export function isSafeLinkUrl(value: string): boolean {
  const text = value.trim();
  if (/^(mailto|tel):[^\s]+$/i.test(text)) return true;
  return isSafeUrl(text);
}
