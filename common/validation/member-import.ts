import { object } from "yup";
import { MembershipTier } from "../enums";
import { EXPIRY_RANGE } from "./limits";
import { emailField, nameField } from "./fields";
import { isExpiryInRange, parseExpiry } from "./membership";
import { phoneField } from "./phone";

/** Bounds of one member import (issue 17, item 2). */
export const MEMBER_IMPORT_LIMITS = {
  /** The CSV file as sent, in bytes. */
  maxBytes: 2 * 1024 * 1024,
  /** Member rows, the header not counted. */
  maxRows: 10_000,
  /** Valid rows the preview shows as a sample. */
  sampleRows: 10,
} as const;

/** How long the "set your password" link in an invitation works. */
export const INVITATION_VALIDITY_DAYS = 7;

/** The columns, as the header row names them (any letter case, surrounding spaces ignored). */
export const MEMBER_IMPORT_COLUMNS = ["name", "email", "phone", "tier", "expiry"] as const;
export type MemberImportColumn = (typeof MEMBER_IMPORT_COLUMNS)[number];
export const MEMBER_IMPORT_REQUIRED_COLUMNS: readonly MemberImportColumn[] = ["name", "email", "tier"];

/** The template offered for download: the header and one example row. */
export const MEMBER_IMPORT_TEMPLATE = `${MEMBER_IMPORT_COLUMNS.join(",")}\r\nRitu Gogoi,ritu@example.com,+91 98640 12345,premium,31/03/2027\r\n`;

const tiers = Object.values(MembershipTier) as string[];

export const MEMBER_IMPORT_MESSAGES = {
  fileRequired: "Choose a CSV file to import.",
  tooLarge: `The file is larger than ${MEMBER_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${MEMBER_IMPORT_LIMITS.maxRows.toLocaleString("en-IN")} member rows. Split it into smaller files.`,
  noRows: "The file has a header row but no members.",
  empty: "The file is empty. The first row must name the columns: name, email, tier (phone and expiry are optional).",
  notUtf8: 'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8".',
  malformed: (line: number | undefined, detail: string) =>
    `The file is not valid CSV${line ? ` (near line ${line})` : ""}: ${detail}. Nothing was imported.`,
  missingColumns: (columns: string[]) =>
    `The first row must name the columns; missing: ${columns.join(", ")}. Expected: ${MEMBER_IMPORT_COLUMNS.join(", ")}.`,
  unknownColumn: (column: string) => `Unknown column "${column}" in the first row. The columns are: ${MEMBER_IMPORT_COLUMNS.join(", ")}.`,
  duplicateColumn: (column: string) => `The column "${column}" appears twice in the first row.`,
  cellCount: (found: number, expected: number) => `This row has ${found} cells; the header has ${expected}.`,
  tierInvalid: `Tier must be one of: ${tiers.join(", ")}.`,
  expiryInvalid: "Expiry must be a date written YYYY-MM-DD or DD/MM/YYYY.",
  expiryOutOfRange: `Expiry must be between ${EXPIRY_RANGE.earliest} and ${EXPIRY_RANGE.latest}.`,
  duplicateInFile: (line: number) => `The same e-mail address is already on line ${line}.`,
  adminAccount: "This e-mail belongs to an admin account; import only creates and updates members.",
  hasProblems: "Some rows have problems. Nothing was imported; fix them and try again.",
  changedMeanwhile: "Accounts changed while importing (perhaps the same file was sent twice). Nothing was imported; preview again.",
  imported: (created: number, updated: number) => `Imported ${created} new and updated ${updated} existing members.`,
} as const;

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * An expiry cell: YYYY-MM-DD or DD/MM/YYYY (also with - or . between, day and month of one or
 * two digits, as Indian spreadsheets write them). The membership runs to the end of that day
 * in India (as the admin's expiry input). Null when it is not a real date.
 */
export function parseImportExpiry(value: string): Date | null {
  const text = value.trim();
  const dmy = DMY.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, "0")}-${dmy[1]!.padStart(2, "0")}` : text;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? parseExpiry(iso) : null;
}

/** A tier cell, in any letter case; empty is Basic (docs/spec.md section 3). */
export function parseImportTier(value: string): MembershipTier | null {
  const text = value.trim().toLowerCase();
  if (!text) return MembershipTier.basic;
  return tiers.includes(text) ? (text as MembershipTier) : null;
}

/** One row, checked with the rules of creating an account (name, e-mail) and of a member's phone. */
export const memberImportRowSchema = object({
  name: nameField(),
  email: emailField(),
  phone: phoneField(),
});

/** The expiry cell's problem, if any. */
export function importExpiryProblem(value: string): string | null {
  if (!value.trim()) return null;
  const expiry = parseImportExpiry(value);
  if (!expiry) return MEMBER_IMPORT_MESSAGES.expiryInvalid;
  return isExpiryInRange(expiry) ? null : MEMBER_IMPORT_MESSAGES.expiryOutOfRange;
}
