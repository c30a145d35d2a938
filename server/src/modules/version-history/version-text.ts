import type { ContentKind } from "../../../../common/enums";
import { VERSIONED_FIELDS } from "../../../../common/version-history";
import type { ContentVersionField } from "./version-history.types";

interface Day {
  day: string;
  opens: string | null;
  closes: string | null;
}

const isDay = (value: unknown): value is Day => typeof value === "object" && value !== null && "day" in value;

/** A stored value as the history shows and compares it: lists one entry a line, a closed day as "closed". */
function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) {
    return value
      .map((entry) =>
        isDay(entry) ? `${entry.day}: ${entry.opens && entry.closes ? `${entry.opens}–${entry.closes}` : "closed"}` : String(entry),
      )
      .join("\n");
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

export function fieldsOfSnapshot(kind: ContentKind, snapshot: Record<string, unknown>): ContentVersionField[] {
  return VERSIONED_FIELDS[kind].map(({ key, label }) => ({ key, label, value: asText(snapshot[key]) }));
}

/** Labels of the fields whose values differ between two snapshots of one kind. */
export function changedLabels(kind: ContentKind, before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return VERSIONED_FIELDS[kind]
    .filter(({ key }) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map(({ label }) => label);
}
