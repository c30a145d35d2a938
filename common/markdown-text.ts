/** docs/spec.md section 9: a description taken from a policy is at most 150 characters. */
export const META_DESCRIPTION_MAX = 150;

const FENCED = /^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n?\1[ \t]*$/;

/**
 * Policies pasted from an AI chat often arrive wrapped in one ```markdown fence, which would
 * show the whole page as code. Only a single fence around everything is removed.
 */
export function stripCodeFence(markdown: string): string {
  const text = markdown.trim();
  const match = FENCED.exec(text);
  if (!match) return text;
  const [, fence = "", inner = ""] = match;
  return new RegExp(`^${fence[0]}{3,}`, "m").test(inner) ? text : inner.trim();
}

/** The readable words of a markdown text, on one line. */
export function markdownToPlainText(markdown: string): string {
  return stripCodeFence(markdown)
    .replace(/^(`{3,}|~{3,}).*$/gm, " ")
    .replace(/!\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, "$1")
    .replace(/\[([^\]]+)\]\((?:[^()]|\([^()]*\))*\)/g, "$1")
    .replace(/<[^>]*>/g, " ")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s{0,3}>\s?/gm, "")
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, "")
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|?)+\s*$/gm, " ")
    .replace(/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/gm, " ")
    .replace(/\|/g, " ")
    .replace(/[*~`]+/g, "")
    .replace(/(^|\W)_+|_+(?=\W|$)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first 150 characters of the text, markdown symbols removed; `fallback` when it is empty. */
export function descriptionFromMarkdown(markdown: string | null | undefined, fallback: string): string {
  const text = markdownToPlainText(markdown ?? "");
  return text ? text.slice(0, META_DESCRIPTION_MAX).trimEnd() : fallback;
}
