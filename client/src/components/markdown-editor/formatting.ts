/** The text and what is selected in it (start === end: just the cursor). */
export interface Selection {
  value: string;
  start: number;
  end: number;
}

/** Replace value[start, end) with `text`, then select [selectionStart, selectionEnd). */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export type InlineStyle = "bold" | "italic";
export type BlockStyle = "h2" | "h3" | "ul" | "ol" | "quote";

const INLINE: Record<InlineStyle, { marker: string; placeholder: string }> = {
  bold: { marker: "**", placeholder: "bold text" },
  italic: { marker: "*", placeholder: "italic text" },
};

function runOf(text: string, from: number, step: 1 | -1): number {
  let count = 0;
  for (let i = from; i >= 0 && i < text.length && text[i] === "*"; i += step) count++;
  return count;
}

/** Whether runs of `before` and `after` asterisks around a text make it bold or italic. */
function hasStyle(style: InlineStyle, before: number, after: number): boolean {
  return style === "bold" ? before >= 2 && after >= 2 : before % 2 === 1 && after % 2 === 1;
}

/** Bold or italic around the selection; applied again, it comes off. */
export function toggleInline({ value, start, end }: Selection, style: InlineStyle): TextEdit {
  const { marker, placeholder } = INLINE[style];
  const size = marker.length;
  const selected = value.slice(start, end);
  // The markers selected along with the text: "**word**".
  const inside = [runOf(selected, 0, 1), runOf(selected, selected.length - 1, -1)] as const;
  if (selected.length > 2 * size && hasStyle(style, ...inside)) {
    const inner = selected.slice(size, selected.length - size);
    return { start, end, text: inner, selectionStart: start, selectionEnd: start + inner.length };
  }
  // The markers just outside the selection: **[word]**.
  const around = [runOf(value, start - 1, -1), runOf(value, end, 1)] as const;
  if (hasStyle(style, ...around)) {
    return { start: start - size, end: end + size, text: selected, selectionStart: start - size, selectionEnd: end - size };
  }
  // Markers hug the words: spaces selected at either end stay outside them.
  const lead = selected.length - selected.trimStart().length;
  const core = selected.trim() || placeholder;
  const trail = selected.trim() ? selected.length - selected.trimEnd().length : 0;
  const text = `${selected.slice(0, lead)}${marker}${core}${marker}${selected.slice(selected.length - trail)}`;
  const coreStart = start + lead + size;
  return { start, end, text, selectionStart: coreStart, selectionEnd: coreStart + core.length };
}

const BLOCK_PATTERN: Record<BlockStyle, RegExp> = {
  h2: /^## (?!#)/,
  h3: /^### (?!#)/,
  ul: /^[-*+] /,
  ol: /^\d{1,9}[.)] /,
  quote: /^> ?/,
};
/** Prefixes replaced when another of the same family is applied: a heading level, a list kind. */
const HEADING = /^#{1,6} /;
const LIST = /^([-*+]|\d{1,9}[.)]) /;

function prefixFor(style: BlockStyle, index: number): string {
  if (style === "h2") return "## ";
  if (style === "h3") return "### ";
  if (style === "ul") return "- ";
  if (style === "ol") return `${index + 1}. `;
  return "> ";
}

/** The whole lines the selection touches. */
function lineRange({ value, start, end }: Selection): [number, number] {
  const from = value.lastIndexOf("\n", start - 1) + 1;
  // A selection ending at the very start of a line does not take that line in.
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const newline = value.indexOf("\n", last);
  return [from, newline < 0 ? value.length : newline];
}

/** A heading, list or quote on every line the selection touches; applied again, it comes off. */
export function toggleBlock(selection: Selection, style: BlockStyle): TextEdit {
  const [from, to] = lineRange(selection);
  const lines = selection.value.slice(from, to).split("\n");
  const written = lines.filter((line) => line.trim() !== "");
  const applied = written.length > 0 && written.every((line) => BLOCK_PATTERN[style].test(line));
  const family = style === "h2" || style === "h3" ? HEADING : style === "quote" ? null : LIST;
  let counter = 0;
  const changed = lines.map((line) => {
    if (applied) return line.replace(BLOCK_PATTERN[style], "");
    if (line.trim() === "" && lines.length > 1) return line;
    const bare = family ? line.replace(family, "") : line;
    return prefixFor(style, counter++) + bare;
  });
  const text = changed.join("\n");
  const collapsed = selection.start === selection.end;
  return {
    start: from,
    end: to,
    text,
    selectionStart: collapsed ? from + text.length : from,
    selectionEnd: from + text.length,
  };
}

/** Characters that would end a link's text or address early are escaped. */
const escapeLabel = (text: string) => text.replace(/([[\]\\])/g, "\\$1").replace(/\s*\n\s*/g, " ");
const escapeAddress = (url: string) => url.trim().replace(/ /g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29");

/** `[text](address)` in place of the selection; the cursor goes after it. */
export function insertLink({ start, end }: Selection, text: string, url: string): TextEdit {
  const label = escapeLabel(text.trim() || url.trim());
  const link = `[${label}](${escapeAddress(url)})`;
  return { start, end, text: link, selectionStart: start + link.length, selectionEnd: start + link.length };
}

/** A block (image, table) on lines of its own, a blank line from the text around it. */
function insertBlock({ value, start, end }: Selection, block: string, select?: [number, number]): TextEdit {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const tail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const text = `${lead}${block}${tail}`;
  const blockStart = start + lead.length;
  const [selFrom, selTo] = select ?? [block.length, block.length];
  return { start, end, text, selectionStart: blockStart + selFrom, selectionEnd: blockStart + selTo };
}

/** `![alt](address)` of an image from the media library. */
export function insertImage(selection: Selection, url: string, alt: string): TextEdit {
  return insertBlock(selection, `![${escapeLabel(alt.trim())}](${escapeAddress(url)})`);
}

const TABLE = ["| Column 1 | Column 2 |", "| --- | --- |", "| Cell | Cell |", "| Cell | Cell |"].join("\n");

/** A two-column GitHub table to fill in, its first heading selected. */
export function insertTable(selection: Selection): TextEdit {
  return insertBlock(selection, TABLE, [2, 2 + "Column 1".length]);
}
