import { textDiffRows, type DiffRow } from "./text-diff-rows";

/** One line of the old text beside its line in the new; null where one side has no line there. */
export interface SidePair {
  old: DiffRow | null;
  new: DiffRow | null;
}

/** The rows of textDiffRows paired for two columns: a removed run beside the added run that replaced it. */
export function sideBySideRows(before: string, after: string): SidePair[] {
  const rows = textDiffRows(before, after);
  const pairs: SidePair[] = [];
  for (let i = 0; i < rows.length;) {
    const row = rows[i]!;
    if (row.kind === "same" || row.kind === "skipped") {
      pairs.push({ old: row, new: row });
      i++;
      continue;
    }
    const removed: DiffRow[] = [];
    const added: DiffRow[] = [];
    while (rows[i]?.kind === "removed") removed.push(rows[i++]!);
    while (rows[i]?.kind === "added") added.push(rows[i++]!);
    for (let n = 0; n < Math.max(removed.length, added.length); n++) pairs.push({ old: removed[n] ?? null, new: added[n] ?? null });
  }
  return pairs;
}
