import { PublicationState } from "../../../../common/enums";

export type PublicationFilterValue = `${PublicationState}` | "all";

const OPTIONS: { value: PublicationFilterValue; label: string }[] = [
  { value: "all", label: "All" },
  { value: PublicationState.draft, label: "Drafts" },
  { value: PublicationState.scheduled, label: "Scheduled" },
  { value: PublicationState.published, label: "Published" },
];

interface PublicationFilterProps {
  value: PublicationFilterValue;
  onChange: (value: PublicationFilterValue) => void;
  /** How many records are in each state, shown beside its name. */
  counts: Record<PublicationFilterValue, number>;
}

/** All / Drafts / Scheduled / Published: a row of toggle buttons above a list of posts or plans. */
export function PublicationFilter({ value, onChange, counts }: PublicationFilterProps) {
  return (
    <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-2">
      {OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${
            value === option.value ? "bg-slate-900 text-white ring-slate-900" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-100"
          }`}
        >
          {option.label} ({counts[option.value]})
        </button>
      ))}
    </div>
  );
}

/** The counts the filter shows, from the records' states. */
export function publicationCounts(records: readonly { state: `${PublicationState}` }[]): Record<PublicationFilterValue, number> {
  const counts: Record<PublicationFilterValue, number> = { all: records.length, draft: 0, scheduled: 0, published: 0 };
  for (const record of records) counts[record.state] += 1;
  return counts;
}
