import { useQuery } from "@apollo/client/react";
import { CompareContentVersionsDocument, type ContentKind } from "../../graphql/generated";
import { SideBySideDiff } from "../diff/side-by-side-diff";
import { ErrorMessage, LoadingMessage } from "../ui/status";

interface VersionComparisonProps {
  kind: ContentKind;
  itemId: string | null;
  older: number;
  newer: number;
}

/** Each field that differs between two versions, old beside new; the unchanged ones are named. */
export function VersionComparison({ kind, itemId, older, newer }: VersionComparisonProps) {
  const { data, error, refetch } = useQuery(CompareContentVersionsDocument, { variables: { kind, itemId, old: older, new: newer } });
  if (!data) {
    if (error) return <ErrorMessage message="Failed to load the versions" onRetry={() => void refetch().catch(() => undefined)} />;
    return <LoadingMessage label="Loading the versions..." />;
  }
  const before = new Map(data.old.fields.map((field) => [field.key, field.value]));
  const changed = data.new.fields.filter((field) => before.get(field.key) !== field.value);
  const same = data.new.fields.filter((field) => before.get(field.key) === field.value);
  return (
    <section aria-labelledby="version-comparison-title" className="mt-6">
      <h3 id="version-comparison-title" className="text-lg font-bold text-slate-900">
        Version {older} compared with version {newer}
      </h3>
      {changed.length === 0 && <p className="mt-2 text-sm text-slate-600">No changes: the two versions are the same.</p>}
      {changed.map((field) => (
        <div key={field.key} className="mt-4">
          <h4 className="mb-1 text-sm font-semibold text-slate-800">{field.label}</h4>
          <SideBySideDiff
            before={before.get(field.key) ?? ""}
            after={field.value}
            oldLabel={`Version ${older}`}
            newLabel={`Version ${newer}`}
          />
        </div>
      ))}
      {changed.length > 0 && same.length > 0 && (
        <p className="mt-4 text-sm text-slate-500">Unchanged: {same.map((field) => field.label).join(", ")}</p>
      )}
    </section>
  );
}
