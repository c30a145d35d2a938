import { textDiffRows } from "./text-diff-rows";

const changed = (rows: ReturnType<typeof textDiffRows>, kind: "added" | "removed") =>
  rows.flatMap((row) =>
    row.kind === kind
      ? [
          row.pieces
            .filter((p) => p.changed)
            .map((p) => p.text)
            .join(""),
        ]
      : [],
  );

describe("textDiffRows", () => {
  it("marks only the changed words of a changed line and folds long unchanged runs", () => {
    const before = [
      "## Our approach",
      "",
      "Talk to us first.",
      "",
      "## When you can get a refund",
      "",
      "| Situation | Refund |",
      "|---|---|",
      "| Cancelled within 7 days of payment | Full refund |",
      "| Medical condition | Pro-rata refund |",
      "",
      "## How to ask",
      "",
      "Write to us.",
      "",
      "## Personal training",
      "",
      "Unused sessions are refunded pro rata.",
    ].join("\n");
    const after = before.replace("Cancelled within 7 days of payment", "Cancelled within 14 days of payment");
    const rows = textDiffRows(before, after);
    expect(changed(rows, "removed")).toEqual(["7"]);
    expect(changed(rows, "added")).toEqual(["14"]);
    expect(rows.filter((row) => row.kind === "skipped").length).toBeGreaterThan(0);
    const shown = rows.filter((row) => row.kind === "same").length;
    expect(shown).toBeLessThan(before.split("\n").length / 2);
  });

  it("has no added or removed rows for the same text", () => {
    expect(textDiffRows("## A\n\nText", "## A\n\nText\n").every((row) => row.kind === "same" || row.kind === "skipped")).toBe(true);
  });
});
