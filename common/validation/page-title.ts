/** Longer titles are cut off in search results and tabs, and html-validate refuses them. */
export const PAGE_TITLE_MAX = 70;

/**
 * "{page} | {site name}" for the document's <title>. A page whose own title leaves no room for
 * the site's name (a long blog post headline) keeps its own title alone, cut at a word with an
 * ellipsis only when that too is over the limit.
 */
export function pageTitle(page: string, siteName: string): string {
  const full = `${page} | ${siteName}`;
  if (full.length <= PAGE_TITLE_MAX) return full;
  if (page.length <= PAGE_TITLE_MAX) return page;
  const cut = page.slice(0, PAGE_TITLE_MAX - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > PAGE_TITLE_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
