/** How long an image may take before it counts as not loading. */
export const IMAGE_CHECK_TIMEOUT_MS = 8000;

/**
 * Whether the browser can load and decode `url` as an image. Runs in the admin's browser, so
 * the server never fetches third-party addresses.
 */
export function imageLoads(url: string, timeoutMs = IMAGE_CHECK_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      image.onload = image.onerror = null;
      resolve(ok);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    image.onload = () => finish(image.naturalWidth > 0);
    image.onerror = () => finish(false);
    image.src = url;
  });
}

/** The addresses among `urls` that do not load, each checked once and all at the same time. */
export async function unloadableImages(urls: readonly string[]): Promise<string[]> {
  const unique = [...new Set(urls.map((url) => url.trim()).filter(Boolean))];
  const loads = await Promise.all(unique.map((url) => imageLoads(url)));
  return unique.filter((_, i) => !loads[i]);
}

/** The image fields whose value differs from the saved one: only those are checked. */
export function changedImages<V>(values: V, saved: V, fields: readonly (keyof V)[]): string[] {
  return fields
    .map((field) => ({ now: String(values[field] ?? "").trim(), before: String(saved[field] ?? "").trim() }))
    .filter(({ now, before }) => now && now !== before)
    .map(({ now }) => now);
}
