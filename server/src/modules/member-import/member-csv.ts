import { CsvError, parse } from "csv-parse/sync";
import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  type MemberImportColumn,
} from "../../../../common/validation";

/** csv-parse's errors in words a spreadsheet user knows. */
const CSV_ERRORS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a " without its closing ")',
  CSV_INVALID_CLOSING_QUOTE: 'a quote (") is followed by more text in the same cell; write a quote inside a quoted cell as ""',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quote (") is followed by more text in the same cell',
};

/** One data row as written: its line in the file and its cells by column ("" when absent). */
export interface CsvMemberRow {
  line: number;
  cells: Record<MemberImportColumn, string>;
  /** Set when the row has more or fewer cells than the header. */
  cellCountProblem?: string;
}

/** A file that cannot be read as a member list at all: nothing in it is looked at further. */
export class MemberCsvError extends Error {}

/**
 * Reads the CSV: a header row naming the columns (any case, spaces around ignored, a UTF-8 BOM
 * tolerated), then one member per row; blank lines are skipped. Throws MemberCsvError for a
 * file that is not CSV, has a wrong header, or too many rows.
 */
export function parseMemberCsv(text: string): CsvMemberRow[] {
  if (text.includes("\uFFFD")) throw new MemberCsvError(MEMBER_IMPORT_MESSAGES.notUtf8);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new MemberCsvError(MEMBER_IMPORT_MESSAGES.malformed(line, CSV_ERRORS[error.code] ?? error.message.replace(/\.$/, "")));
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header || header.record.every((cell) => !cell.trim())) throw new MemberCsvError(MEMBER_IMPORT_MESSAGES.empty);
  const columns = readHeader(header.record);
  if (body.length === 0) throw new MemberCsvError(MEMBER_IMPORT_MESSAGES.noRows);
  if (body.length > MEMBER_IMPORT_LIMITS.maxRows) throw new MemberCsvError(MEMBER_IMPORT_MESSAGES.tooManyRows);
  return body.map(({ record, info }) => {
    const cells = { name: "", email: "", phone: "", tier: "", expiry: "" };
    columns.forEach((column, index) => {
      if (column) cells[column] = record[index] ?? "";
    });
    // info.lines is the line the record ends on; a quoted cell may span several.
    const line = info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    // A trailing empty cell (a spreadsheet's stray comma) is not worth a problem.
    const trimmedLength =
      record.length > columns.length && record.slice(columns.length).every((cell) => !cell.trim()) ? columns.length : record.length;
    const cellCountProblem = trimmedLength !== columns.length ? MEMBER_IMPORT_MESSAGES.cellCount(record.length, columns.length) : undefined;
    return { line, cells, cellCountProblem };
  });
}

function readHeader(cells: string[]): (MemberImportColumn | null)[] {
  const known = MEMBER_IMPORT_COLUMNS as readonly string[];
  const seen = new Set<string>();
  const columns = cells.map((cell, index) => {
    const name = cell.trim().toLowerCase();
    // An unnamed last column (a stray comma at the end of the header) is ignored.
    if (!name && index === cells.length - 1) return null;
    if (!known.includes(name)) throw new MemberCsvError(MEMBER_IMPORT_MESSAGES.unknownColumn(cell.trim()));
    if (seen.has(name)) throw new MemberCsvError(MEMBER_IMPORT_MESSAGES.duplicateColumn(name));
    seen.add(name);
    return name as MemberImportColumn;
  });
  const missing = MEMBER_IMPORT_REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) throw new MemberCsvError(MEMBER_IMPORT_MESSAGES.missingColumns(missing));
  return columns;
}
