import { useMutation, useQuery } from "@apollo/client/react";
import { History, LoaderCircle, RotateCcw } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { formatLongDate } from "../../../../../common/gym-time";
import { evictQueryFields, toastError, toastSuccess } from "../../../components/admin/mutations";
import { QueryFallback } from "../../../components/admin/page-states";
import { buttonClass } from "../../../components/ui/button-styles";
import {
  AdminPoliciesDocument,
  PolicyVersionsDocument,
  RestorePolicyVersionDocument,
  type PolicyVersionRowFragment,
} from "../../../graphql/generated";
import type { PolicyKind } from "./policy-kinds";
import { PublishOptions, type PublishChoice } from "./publish-options";

const SideBySideDiff = lazy(() => import("../../../components/diff/side-by-side-diff").then((m) => ({ default: m.SideBySideDiff })));

const accepted = (count: number) => `Accepted by ${count} ${count === 1 ? "member" : "members"}`;

function VersionRow({ version, current, onRestore }: { version: PolicyVersionRowFragment; current: boolean; onRestore: () => void }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          Version {version.version}
          {current && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Current</span>}
          {version.material && (
            <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">Material</span>
          )}
        </p>
        <p className="text-slate-600">
          {formatLongDate(version.publishedAt)} · {version.publishedByName ?? "Before version history"}
          {version.restoredFrom ? ` · restored version ${version.restoredFrom}` : ""}
        </p>
        {version.changeNote && <p className="mt-1 text-slate-700">{version.changeNote}</p>}
        {version.acceptedCount != null && <p className="mt-1 font-medium text-slate-800">{accepted(version.acceptedCount)}</p>}
      </div>
      {!current && (
        <button type="button" onClick={onRestore} className={`${buttonClass("outlineDark", "sm")} shrink-0`}>
          <RotateCcw aria-hidden className="size-4" />
          Restore version {version.version}
        </button>
      )}
    </li>
  );
}

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: number;
  versions: PolicyVersionRowFragment[];
  onChange: (v: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5"
      >
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            Version {v.version}
          </option>
        ))}
      </select>
    </div>
  );
}

function RestorePanel({
  kind,
  version,
  onDone,
}: {
  kind: PolicyKind;
  version: PolicyVersionRowFragment;
  onDone: (restored?: string) => void;
}) {
  const [choice, setChoice] = useState<PublishChoice>({ material: false, changeNote: "" });
  const [restore, { loading }] = useMutation(RestorePolicyVersionDocument, {
    update: (cache) => evictQueryFields(cache, "policy", "policyVersions", "auditLog"),
    refetchQueries: [AdminPoliciesDocument],
  });
  const onRestore = async () => {
    try {
      await restore({
        variables: {
          input: {
            policyType: kind.type,
            version: version.version,
            material: choice.material,
            changeNote: choice.changeNote.trim() || null,
          },
        },
      });
      toastSuccess(`Version ${version.version} of the ${kind.title} is published again.`);
      onDone(version.content);
    } catch {
      toastError("Failed to restore the version. Please try again.");
    }
  };
  return (
    <section aria-label={`Restore version ${version.version}`} className="space-y-3 rounded-lg border border-orange-200 bg-orange-50 p-4">
      <p className="text-sm text-slate-800">
        Publishes the text of version {version.version} again as a new version. Nothing is deleted from the history.
      </p>
      <PublishOptions kind={kind} value={choice} onChange={setChoice} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => onDone()} className={buttonClass("outlineDark", "sm")}>
          Cancel
        </button>
        <button type="button" onClick={() => void onRestore()} disabled={loading} className={buttonClass("dark", "sm")}>
          {loading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <RotateCcw aria-hidden className="size-4" />}
          Publish version {version.version} again
        </button>
      </div>
    </section>
  );
}

/** Every published version of one policy, a side-by-side comparison of any two, and Restore. */
function HistoryBody({ kind, onRestored }: HistoryProps) {
  const { data, error, refetch } = useQuery(PolicyVersionsDocument, { variables: { type: kind.type }, fetchPolicy: "cache-and-network" });
  const [pair, setPair] = useState<{ from?: number; to?: number }>({});
  const [restoring, setRestoring] = useState<number>();
  if (!data) return <QueryFallback error={error} refetch={refetch} label="Loading versions..." />;
  const versions = data.policyVersions;
  if (versions.length === 0) return <p className="p-4 text-sm text-slate-600">Nothing published yet.</p>;
  const newest = versions[0]!.version;
  const to = pair.to ?? newest;
  const from = pair.from ?? versions[1]?.version ?? newest;
  const text = (n: number) => versions.find((v) => v.version === n)?.content ?? "";
  const restoringVersion = versions.find((v) => v.version === restoring);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Every published version is kept: a version members accepted is the record of what they agreed to.
      </p>
      {restoringVersion && (
        <RestorePanel
          kind={kind}
          version={restoringVersion}
          onDone={(restored) => {
            setRestoring(undefined);
            if (restored !== undefined) onRestored(restored);
          }}
        />
      )}
      <ol aria-label="Versions" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {versions.map((version) => (
          <VersionRow
            key={version.version}
            version={version}
            current={version.version === newest}
            onRestore={() => setRestoring(version.version)}
          />
        ))}
      </ol>
      {versions.length > 1 && (
        <section aria-label="Compare versions" className="rounded-lg border border-slate-200">
          <div className="flex flex-wrap items-center gap-4 border-b border-slate-200 p-3">
            <VersionSelect label="Compare" value={from} versions={versions} onChange={(v) => setPair({ from: v, to })} />
            <VersionSelect label="with" value={to} versions={versions} onChange={(v) => setPair({ from, to: v })} />
          </div>
          <div
            tabIndex={0}
            role="region"
            aria-label="Differences"
            className="max-h-[32rem] overflow-y-auto focus-visible:outline-2 focus-visible:outline-orange-500"
          >
            <Suspense fallback={<p className="p-4 text-sm text-slate-600">Comparing...</p>}>
              <SideBySideDiff before={text(from)} after={text(to)} oldLabel={`Version ${from}`} newLabel={`Version ${to}`} />
            </Suspense>
          </div>
        </section>
      )}
    </div>
  );
}

interface HistoryProps {
  kind: PolicyKind;
  /** The restored text is the current one now: the editor shows it. */
  onRestored: (content: string) => void;
}

export function PolicyHistory({ kind, onRestored }: HistoryProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="border-t border-slate-200 pt-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={buttonClass("outlineDark", "sm")}
      >
        <History aria-hidden className="size-4" />
        {open ? "Hide version history" : "Version history"}
      </button>
      <div id={id} hidden={!open} className="mt-4">
        {open && <HistoryBody kind={kind} onRestored={onRestored} />}
      </div>
    </div>
  );
}
