/** docs/spec.md section 9: a description taken from a policy is at most 150 characters. */
export const META_DESCRIPTION_MAX = 150;

// Everything here runs on text an admin saved (up to 50,000 characters) while a visitor waits, so
// each step is one pass over the text: no regular expression that can backtrack over its input.

/** The length of the run of `char` starting at `start`. */
function runLength(text: string, start: number, char: string): number {
  let end = start;
  while (text[end] === char) end++;
  return end - start;
}

/**
 * Policies pasted from an AI chat often arrive wrapped in one ```markdown fence, which would
 * show the whole page as code. Only a single fence around everything is removed.
 */
export function stripCodeFence(markdown: string): string {
  const text = markdown.trim();
  const fenceChar = text[0];
  if (fenceChar !== "`" && fenceChar !== "~") return text;
  const firstLineEnd = text.indexOf("\n");
  if (firstLineEnd < 0) return text;
  let closingRun = 0;
  while (closingRun < text.length && text[text.length - 1 - closingRun] === fenceChar) closingRun++;
  const fenceLength = Math.min(runLength(text, 0, fenceChar), closingRun, text.length - firstLineEnd - 1);
  if (fenceLength < 3) return text;
  let inner = text.slice(firstLineEnd + 1, text.length - fenceLength);
  if (inner.endsWith("\n")) inner = inner.slice(0, -1);
  const fenceLine = new RegExp(`^${fenceChar}{3}`, "m");
  return fenceLine.test(inner) ? text : inner.trim();
}

/** Calls `replace` for each `[text](address)` (or `![text](address)` when `image`) and keeps the rest. */
function replaceLinks(text: string, image: boolean): string {
  if (!text.includes("](")) return text;
  // closesAddress[i]: where an address starting at i ends (its ")"), or -1; computed right to left,
  // one level of parentheses inside the address allowed, as in [site](https://x.in/a_(b)).
  const closesAddress = new Int32Array(text.length + 1).fill(-1);
  let nextParen = -1;
  for (let i = text.length - 1; i >= 0; i--) {
    const char = text[i];
    if (char === ")") closesAddress[i] = i;
    else if (char !== "(") closesAddress[i] = closesAddress[i + 1]!;
    else if (nextParen >= 0 && text[nextParen] === ")") closesAddress[i] = closesAddress[nextParen + 1]!;
    if (char === "(" || char === ")") nextParen = i;
  }
  let out = "";
  let copiedUpTo = 0;
  let closingBracket = -1;
  let i = 0;
  while (i < text.length) {
    const opens = image ? text[i] === "!" && text[i + 1] === "[" : text[i] === "[";
    if (opens) {
      const labelStart = i + (image ? 2 : 1);
      if (closingBracket < labelStart) closingBracket = text.indexOf("]", labelStart);
      if (closingBracket < 0) break;
      const labelFits = image || closingBracket > labelStart;
      const addressEnd = text[closingBracket + 1] === "(" ? closesAddress[closingBracket + 2]! : -1;
      if (labelFits && addressEnd >= 0) {
        out += text.slice(copiedUpTo, i) + text.slice(labelStart, closingBracket);
        i = copiedUpTo = addressEnd + 1;
        continue;
      }
    }
    i++;
  }
  return out + text.slice(copiedUpTo);
}

/** Each `<...>` becomes a space. */
function replaceTags(text: string): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = text.indexOf("<", from);
    const close = open < 0 ? -1 : text.indexOf(">", open);
    if (close < 0) return out + text.slice(from);
    out += `${text.slice(from, open)} `;
    from = close + 1;
  }
}

/** A table's divider row, such as `|---|:---:|`. */
function isTableDivider(line: string): boolean {
  const cells = line
    .trim()
    .split(/[ \t|]+/)
    .filter(Boolean);
  return cells.length > 0 && cells.every((cell) => /^:?-{3,}:?$/.test(cell)) && /^[ \t|:-]+$/.test(line);
}

const FENCE_LINE = /^(?:`{3}|~{3})/;
const HEADING = /^[ \t]{0,3}#{1,6}(?:[ \t]+|$)/;
const QUOTE = /^[ \t]{0,3}>[ \t]?/;
const LIST_MARKER = /^[ \t]*(?:[-*+]|\d+[.)])(?:[ \t]+|$)/;
const THEMATIC_BREAK = /^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/;

function plainLine(line: string): string {
  const content = line.replace(HEADING, "").replace(QUOTE, "").replace(LIST_MARKER, "");
  return isTableDivider(content) || THEMATIC_BREAK.test(content) ? " " : content;
}

const WORD_CHAR = /\w/;
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);

/** The readable words of a markdown text, on one line. */
export function markdownToPlainText(markdown: string): string {
  const withoutFences = stripCodeFence(markdown)
    .split("\n")
    .map((line) => (FENCE_LINE.test(line) ? " " : line))
    .join("\n");
  return replaceTags(replaceLinks(replaceLinks(withoutFences, true), false))
    .split("\n")
    .map(plainLine)
    .join("\n")
    .replace(/\|/g, " ")
    .replace(/[*~`]+/g, "")
    .replace(/_+/g, (run: string, at: number, text: string) => (isWordChar(text[at - 1]) && isWordChar(text[at + run.length]) ? run : ""))
    .replace(/\s+/g, " ")
    .trim();
}

/** The first 150 characters of the text, markdown symbols removed; `fallback` when it is empty. */
export function descriptionFromMarkdown(markdown: string | null | undefined, fallback: string): string {
  const text = markdownToPlainText(markdown ?? "");
  return text ? text.slice(0, META_DESCRIPTION_MAX).trimEnd() : fallback;
}
