/** Everything a crawler or link preview needs from a page's <head>. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  image: string;
  imageAlt: string;
  type: "website" | "article";
  siteName: string;
  noindex?: boolean;
  jsonLd?: object[];
  /** The page's largest image, fetched while the scripts load instead of after its data arrives. */
  preloadImage?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script> must not be able to close the tag or open a comment. */
export function safeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export function renderHead(head: PageHead): string {
  const meta = (attr: "name" | "property", key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.noindex ? meta("name", "robots", "noindex") : "",
    head.preloadImage ? `<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high" />` : "",
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:image", head.image),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("property", "og:image:type", "image/jpeg"),
    meta("property", "og:image:alt", head.imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    meta("name", "twitter:image:alt", head.imageAlt),
    ...(head.jsonLd ?? []).map(
      (data, i) => `<script type="application/ld+json" id="structured-data-${i}">${safeJson(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join("\n    ");
}

/** Plain text of markdown, for descriptions: symbols dropped, whitespace collapsed, at most `max` characters. */
export function plainText(markdown: string, max = 150): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)]\([^)]*\)/g, "$1")
    .replace(/[#>*_`|~-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
