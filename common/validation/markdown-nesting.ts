import { stripCodeFence } from "../markdown-text";
import { LIMITS } from "./limits";

/**
 * How deeply a markdown text nests, counted generously in one pass: block quotes and list
 * markers at the start of a line (plus one level per two columns of indentation), then open
 * brackets and emphasis openers within a paragraph. Saving refuses deep content and the renderer
 * falls back to plain text for it, so a recursive renderer never meets 49,000 nested quotes.
 */
export function markdownNestingDepth(markdown: string): number {
  let deepest = 0;
  let paragraphBlocks = 0;
  let brackets = 0;
  const emphasis: number[] = [];
  let emphasisDepth = 0;
  for (const line of stripCodeFence(markdown).split("\n")) {
    if (line.trim() === "") {
      paragraphBlocks = brackets = emphasisDepth = emphasis.length = 0;
      continue;
    }
    const { depth: blocks, contentStart } = blockDepth(line);
    paragraphBlocks = Math.max(paragraphBlocks, blocks);
    deepest = Math.max(deepest, paragraphBlocks);
    for (let i = contentStart; i < line.length; i++) {
      const char = line[i]!;
      if (char === "[") brackets++;
      else if (char === "]") brackets = Math.max(0, brackets - 1);
      else if (char === "*" || char === "_" || char === "~") {
        let end = i;
        while (line[end] === char) end++;
        const run = end - i;
        const opens = !isSpace(line[end]) && (char !== "_" || !isWordChar(line[i - 1]));
        const closes = !isSpace(line[i - 1]) && (char !== "_" || !isWordChar(line[end]));
        if (closes && emphasis.length > 0) {
          let closing = run;
          while (closing > 0 && emphasis.length > 0) {
            const open = emphasis.pop()!;
            const used = Math.min(open, closing);
            closing -= used;
            emphasisDepth -= used;
            if (open > used) emphasis.push(open - used);
          }
        } else if (opens) {
          emphasis.push(run);
          emphasisDepth += run;
        }
        i = end - 1;
      }
      deepest = Math.max(deepest, paragraphBlocks + brackets + emphasisDepth);
    }
  }
  return deepest;
}

const isSpace = (char: string | undefined) => char === undefined || char === " " || char === "\t";
const WORD_CHAR = /\w/;
const isWordChar = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char);
const FOOTNOTE_LABEL = /\[\^[^\]\s]+\]:/y;

/** Container markers opening a line: `>`, list markers, footnote labels and indentation. */
function blockDepth(line: string): { depth: number; contentStart: number } {
  let depth = 0;
  let i = 0;
  for (;;) {
    let columns = 0;
    while (line[i] === " " || line[i] === "\t") columns += line[i++] === "\t" ? 4 : 1;
    depth += Math.floor(columns / 2);
    const char = line[i];
    if (char === ">") {
      depth++;
      i++;
      continue;
    }
    let marker = i;
    while (marker - i < 9 && line[marker]! >= "0" && line[marker]! <= "9") marker++;
    const numbered = marker > i && (line[marker] === "." || line[marker] === ")");
    const bullet = char === "-" || char === "*" || char === "+";
    if ((numbered || bullet) && isSpace(line[(numbered ? marker : i) + 1])) {
      depth++;
      i = (numbered ? marker : i) + 1;
      continue;
    }
    FOOTNOTE_LABEL.lastIndex = i;
    if (char === "[" && FOOTNOTE_LABEL.test(line)) {
      depth++;
      i = FOOTNOTE_LABEL.lastIndex;
      continue;
    }
    return { depth, contentStart: i };
  }
}

/** True for empty content and for markdown within the nesting limit. */
export const withinMarkdownNesting = (markdown: string | null | undefined): boolean =>
  !markdown || markdownNestingDepth(markdown) <= LIMITS.markdownNestingMax;
