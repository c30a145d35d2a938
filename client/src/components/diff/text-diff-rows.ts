import { diffLines, diffWordsWithSpace } from "diff";

interface Piece {
  text: string;
  changed: boolean;
}

export type DiffRow = { kind: "same"; text: string } | { kind: "skipped"; count: number } | { kind: "removed" | "added"; pieces: Piece[] };

const CONTEXT = 2;

const lines = (value: string) => value.replace(/\n$/, "").split("\n");

/** Unchanged runs keep two lines of context on each side; the rest is counted, not shown. */
function sameRows(text: string, first: boolean, last: boolean): DiffRow[] {
  const all = lines(text);
  const head = first ? 0 : CONTEXT;
  const tail = last ? 0 : CONTEXT;
  if (all.length <= head + tail + 1) return all.map((line) => ({ kind: "same", text: line }));
  return [
    ...all.slice(0, head).map((line): DiffRow => ({ kind: "same", text: line })),
    { kind: "skipped", count: all.length - head - tail },
    ...all.slice(all.length - tail).map((line): DiffRow => ({ kind: "same", text: line })),
  ];
}

/** Splits word-diff pieces back into lines, so each old or new line is its own row. */
function pieceRows(kind: "removed" | "added", pieces: Piece[]): DiffRow[] {
  const rows: DiffRow[] = [{ kind, pieces: [] }];
  for (const piece of pieces) {
    piece.text.split("\n").forEach((part, index) => {
      if (index > 0) rows.push({ kind, pieces: [] });
      if (part) (rows.at(-1) as { pieces: Piece[] }).pieces.push({ text: part, changed: piece.changed });
    });
  }
  return rows;
}

/** A line diff of two markdown texts, with the changed words marked inside each changed line. */
export function textDiffRows(before: string, after: string): DiffRow[] {
  const changes = diffLines(before.replace(/\n?$/, "\n"), after.replace(/\n?$/, "\n"));
  const rows: DiffRow[] = [];
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      rows.push(...sameRows(change.value, i === 0, i === changes.length - 1));
      continue;
    }
    const removed = change.removed ? change.value : "";
    const added = change.removed && changes[i + 1]?.added ? changes[++i]!.value : change.added ? change.value : "";
    const words = diffWordsWithSpace(removed.replace(/\n$/, ""), added.replace(/\n$/, ""));
    if (removed)
      rows.push(
        ...pieceRows(
          "removed",
          words.filter((w) => !w.added).map((w) => ({ text: w.value, changed: w.removed })),
        ),
      );
    if (added)
      rows.push(
        ...pieceRows(
          "added",
          words.filter((w) => !w.removed).map((w) => ({ text: w.value, changed: w.added })),
        ),
      );
  }
  return rows;
}
