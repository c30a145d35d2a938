import { RotateCcw } from "lucide-react";
import { formatDateTime } from "../../../../common/gym-time";
import type { ContentVersionEntryFieldsFragment } from "../../graphql/generated";
import { buttonClass } from "../ui/button-styles";
import { Pill } from "../ui/pill";

interface VersionListProps {
  versions: ContentVersionEntryFieldsFragment[];
  compared: number[];
  onToggle: (version: number) => void;
  onRestore: (version: number) => void;
}

/** The kept versions, newest first: tick two to compare; any but the current can be restored. */
export function VersionList({ versions, compared, onToggle, onRestore }: VersionListProps) {
  return (
    <ol aria-label="Versions" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {versions.map((entry) => (
        <li key={entry.version} className="flex flex-wrap items-start gap-x-3 gap-y-2 p-3">
          <input
            type="checkbox"
            id={`compare-version-${entry.version}`}
            checked={compared.includes(entry.version)}
            onChange={() => onToggle(entry.version)}
            className="mt-1 size-4 shrink-0 accent-blue-700"
          />
          <label htmlFor={`compare-version-${entry.version}`} className="min-w-0 flex-1 text-sm">
            <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span>Version {entry.version}</span>
              {entry.current && <Pill tone="green">Current</Pill>}
              {entry.note && <Pill tone="slate">{entry.note}</Pill>}
            </span>
            <span className="block text-slate-600">
              {formatDateTime(entry.createdAt)} · {entry.authorName ?? "Author unknown"}
            </span>
            {entry.changedFields.length > 0 && <span className="block text-slate-500">Changed: {entry.changedFields.join(", ")}</span>}
          </label>
          {!entry.current && (
            <button type="button" onClick={() => onRestore(entry.version)} className={`${buttonClass("outlineDark", "sm")} ml-auto`}>
              <RotateCcw aria-hidden className="size-4" />
              Restore<span className="sr-only"> version {entry.version}</span>
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
