import { useMemo } from "react";
import { textDiffRows, type DiffRow } from "./text-diff-rows";

const ROW_CLASS: Record<DiffRow["kind"], string> = {
  same: "text-slate-700",
  skipped: "bg-slate-50 text-center text-xs italic text-slate-500",
  removed: "bg-red-50 text-red-950",
  added: "bg-green-50 text-green-950",
};

function Row({ row }: { row: DiffRow }) {
  if (row.kind === "same") return <>{row.text || " "}</>;
  if (row.kind === "skipped") return <>{`${row.count} unchanged ${row.count === 1 ? "line" : "lines"}`}</>;
  const Mark = row.kind === "removed" ? "del" : "ins";
  const strong = row.kind === "removed" ? "bg-red-200 line-through" : "bg-green-200 font-semibold no-underline";
  return (
    <>
      <span aria-hidden className="select-none pr-2 font-bold">
        {row.kind === "removed" ? "−" : "+"}
      </span>
      <span className="sr-only">{row.kind === "removed" ? "Removed line: " : "Added line: "}</span>
      {row.pieces.map((piece, index) =>
        piece.changed ? (
          <Mark key={index} className={`rounded-sm ${strong}`}>
            {piece.text}
          </Mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/** One text against another, line by line with changed words marked; loaded only when shown. */
export default function TextDiff({ before, after }: { before: string; after: string }) {
  const rows = useMemo(() => textDiffRows(before, after), [before, after]);
  if (!rows.some((row) => row.kind === "added" || row.kind === "removed")) {
    return <p className="p-4 text-sm text-slate-600">No changes: the two texts are the same.</p>;
  }
  return (
    <ol aria-label="Changes" className="font-mono text-sm leading-relaxed">
      {rows.map((row, index) => (
        <li key={index} className={`whitespace-pre-wrap break-words px-3 py-0.5 ${ROW_CLASS[row.kind]}`}>
          <Row row={row} />
        </li>
      ))}
    </ol>
  );
}
