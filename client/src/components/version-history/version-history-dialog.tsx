import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { VERSION_HISTORY_LIMIT } from "../../../../common/version-history";
import { ContentVersionsDocument, RestoreContentVersionDocument, type ContentKind } from "../../graphql/generated";
import { toastError, toastSuccess } from "../admin/mutations";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Dialog } from "../ui/dialog";
import { ErrorMessage, LoadingMessage } from "../ui/status";
import { VersionComparison } from "./version-comparison";
import { VersionList } from "./version-list";

export interface VersionHistoryDialogProps {
  kind: ContentKind;
  /** The post's or plan's id; left out for the single records. */
  itemId?: string;
  /** What the history is of, for the title: "Deadlift Day", "About page". */
  name: string;
  onClose: () => void;
}

/** An item's versions: who saved each and when, a side-by-side comparison of any two, and Restore. */
export function VersionHistoryDialog({ kind, itemId, name, onClose }: VersionHistoryDialogProps) {
  const variables = { kind, itemId: itemId ?? null };
  const { data, error, refetch } = useQuery(ContentVersionsDocument, { variables, fetchPolicy: "cache-and-network" });
  // Restoring changes what the page shows: every query on screen asks again, this history included.
  const [restore] = useMutation(RestoreContentVersionDocument, { refetchQueries: "active", awaitRefetchQueries: true });
  const [picked, setPicked] = useState<number[] | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = data?.contentVersions;
  const compared = picked ?? (versions ?? []).slice(0, 2).map((entry) => entry.version);
  const [older, newer] = [...compared].sort((a, b) => a - b);

  const toggle = (version: number) =>
    setPicked((compared.includes(version) ? compared.filter((v) => v !== version) : [...compared, version]).slice(-2));

  const confirmRestore = async () => {
    if (restoring === null) return;
    try {
      await restore({ variables: { ...variables, version: restoring } });
      toastSuccess(`Restored version ${restoring}`);
      setPicked(null);
      setRestoring(null);
    } catch (failure) {
      toastError(failure instanceof Error && failure.message ? failure.message : `Failed to restore version ${restoring}`);
      throw failure;
    }
  };

  return (
    <Dialog
      open
      wide
      title={`History: ${name}`}
      description={`Every save is kept (the last ${VERSION_HISTORY_LIMIT}). Tick two versions to compare them; restoring saves an old version again as a new one.`}
      onClose={onClose}
    >
      {!versions ? (
        error ? (
          <ErrorMessage message="Failed to load the history" onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <LoadingMessage label="Loading the history..." />
        )
      ) : versions.length === 0 ? (
        <p className="text-sm text-slate-600">No versions yet: the next save starts the history.</p>
      ) : (
        <>
          <VersionList versions={versions} compared={compared} onToggle={toggle} onRestore={setRestoring} />
          {older !== undefined && newer !== undefined ? (
            <VersionComparison kind={kind} itemId={variables.itemId} older={older} newer={newer} />
          ) : (
            <p className="mt-4 text-sm text-slate-600">Tick two versions to compare them.</p>
          )}
        </>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring ?? ""}?`}
        message="Its text replaces what is saved now. Nothing is lost: the current version stays in the history."
        confirmLabel="Restore"
        busyLabel="Restoring..."
        onConfirm={confirmRestore}
        onClose={() => setRestoring(null)}
      />
    </Dialog>
  );
}
