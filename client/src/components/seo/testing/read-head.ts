/** The content of the head's one meta tag named `key` (Open Graph by property=, the rest by name=). */
export function readMeta(key: string): string | null {
  const attribute = key.startsWith("og:") ? "property" : "name";
  return document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute("content") ?? null;
}

/** How many tags of each managed kind the head holds: a page shows exactly one of each. */
export function headTagCounts(): Record<string, number> {
  const counts: Record<string, number> = { title: document.head.querySelectorAll("title").length };
  counts.canonical = document.head.querySelectorAll('link[rel="canonical"]').length;
  for (const meta of document.head.querySelectorAll("meta[name], meta[property]")) {
    const key = meta.getAttribute("property") ?? meta.getAttribute("name")!;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
