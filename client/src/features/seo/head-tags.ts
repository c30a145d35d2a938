/**
 * Writes the document head in place: one element per key, updated or removed, never
 * duplicated, so tags the server already put in the HTML are taken over rather than repeated.
 */
export type MetaKey =
  | "description"
  | "og:title"
  | "og:description"
  | "og:url"
  | "og:type"
  | "og:site_name"
  | "og:image"
  | "og:image:width"
  | "og:image:height"
  | "og:image:type"
  | "og:image:alt"
  | "twitter:card"
  | "twitter:title"
  | "twitter:description"
  | "twitter:image"
  | "twitter:image:alt";

/** undefined removes the tag. */
export type HeadTags = Partial<Record<MetaKey, string | undefined>> & { title?: string; canonical?: string };

const META_KEYS: readonly MetaKey[] = [
  "description", "og:title", "og:description", "og:url", "og:type", "og:site_name", "og:image",
  "og:image:width", "og:image:height", "og:image:type", "og:image:alt", "twitter:card", "twitter:title",
  "twitter:description", "twitter:image", "twitter:image:alt",
];

// Open Graph uses property=, everything else name=.
const attributeFor = (key: MetaKey) => (key.startsWith("og:") ? "property" : "name");

function setMeta(key: MetaKey, content: string | undefined): void {
  const attribute = attributeFor(key);
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.setAttribute("content", content);
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Writes every managed meta tag: the ones missing from `tags` are removed. */
export function writeHead(tags: HeadTags): void {
  if (tags.title) document.title = tags.title;
  if (tags.canonical) setCanonical(tags.canonical);
  for (const key of META_KEYS) setMeta(key, tags[key]);
}

export function readMeta(key: MetaKey): string | null {
  return document.head.querySelector(`meta[${attributeFor(key)}="${key}"]`)?.getAttribute("content") ?? null;
}
