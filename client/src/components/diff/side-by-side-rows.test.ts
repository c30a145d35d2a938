import { sideBySideRows } from "./side-by-side-rows";

const text = (row: ReturnType<typeof sideBySideRows>[number]["old"]) =>
  row === null ? null : row.kind === "same" ? row.text : row.kind === "skipped" ? `…${row.count}` : row.pieces.map((p) => p.text).join("");

describe("sideBySideRows", () => {
  it("puts a changed line beside the line that replaced it and keeps unchanged lines level", () => {
    const pairs = sideBySideRows("Open at six\nSunday closed", "Open at five\nSunday closed");
    expect(pairs.map((pair) => [text(pair.old), text(pair.new)])).toEqual([
      ["Open at six", "Open at five"],
      ["Sunday closed", "Sunday closed"],
    ]);
    expect(pairs[0].old).toMatchObject({ kind: "removed" });
    expect(pairs[0].new).toMatchObject({ kind: "added" });
  });

  it("leaves a gap on the side that has no line", () => {
    const pairs = sideBySideRows("One", "One\nTwo");
    expect(pairs.map((pair) => [text(pair.old), text(pair.new)])).toEqual([
      ["One", "One"],
      [null, "Two"],
    ]);
  });
});
