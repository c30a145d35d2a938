import { useMemo, type CSSProperties } from "react";
import { sideBySideRows, type SidePair } from "./side-by-side-rows";

const CELL: Record<string, string> = {
  same: "text-slate-700",
  skipped: "bg-slate-50 text-center text-xs italic text-slate-500",
  removed: "bg-red-50 text-red-950",
  added: "bg-green-50 text-green-950",
};

function Cell({ row, side, line }: { row: SidePair["old"]; side: "old" | "new"; line: number }) {
  // On a phone the columns stack (old first); from md up each pair shares a grid row, so lines stay level.
  const place = `${side === "old" ? "md:col-start-1" : "md:col-start-2 md:border-l md:border-slate-200"} md:[grid-row:var(--line)]`;
  const style = { "--line": line } as CSSProperties;
  const base = `whitespace-pre-wrap break-words px-3 py-0.5 ${place}`;
  if (!row) return <div aria-hidden style={style} className={`${base} hidden bg-slate-50 md:block`} />;
  if (row.kind === "same")
    return (
      <div style={style} className={`${base} ${CELL.same}`}>
        {row.text || " "}
      </div>
    );
  if (row.kind === "skipped") {
    return <div style={style} className={`${base} ${CELL.skipped}`}>{`${row.count} unchanged ${row.count === 1 ? "line" : "lines"}`}</div>;
  }
  const Mark = row.kind === "removed" ? "del" : "ins";
  const strong = row.kind === "removed" ? "bg-red-200 line-through" : "bg-green-200 font-semibold no-underline";
  return (
    <div style={style} className={`${base} ${CELL[row.kind]}`}>
      <span className="sr-only">{row.kind === "removed" ? "Removed: " : "Added: "}</span>
      {row.pieces.map((piece, index) =>
        piece.changed ? (
          <Mark key={index} className={`rounded-sm ${strong}`}>
            {piece.text}
          </Mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
      {row.pieces.length === 0 && " "}
    </div>
  );
}

interface SideBySideDiffProps {
  before: string;
  after: string;
  oldLabel: string;
  newLabel: string;
}

/** Old text on the left, new on the right, changed words marked; the columns stack on a phone. */
export function SideBySideDiff({ before, after, oldLabel, newLabel }: SideBySideDiffProps) {
  const pairs = useMemo(() => sideBySideRows(before, after), [before, after]);
  const head = "bg-slate-100 px-3 py-1 font-sans text-xs font-semibold uppercase tracking-wide text-slate-600";
  if (!pairs.some((pair) => pair.old?.kind === "removed" || pair.new?.kind === "added")) {
    return <p className="p-4 text-sm text-slate-600">No changes: the two texts are the same.</p>;
  }
  return (
    <div
      role="group"
      aria-label={`Changes from ${oldLabel} to ${newLabel}`}
      className="grid grid-cols-1 overflow-hidden rounded-lg border border-slate-200 font-mono text-sm leading-relaxed md:grid-cols-2"
    >
      <div className={`${head} md:col-start-1 md:row-start-1`}>{oldLabel}</div>
      {pairs.map((pair, index) => (
        <Cell key={`o${index}`} row={pair.old} side="old" line={index + 2} />
      ))}
      <div className={`${head} mt-2 md:col-start-2 md:row-start-1 md:mt-0`}>{newLabel}</div>
      {pairs.map((pair, index) => (
        <Cell key={`n${index}`} row={pair.new} side="new" line={index + 2} />
      ))}
    </div>
  );
}
