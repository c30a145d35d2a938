import { useMutation, useQuery } from "@apollo/client/react";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { formatDateTime, formatShortDate } from "../../../../../common/gym-time";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { AddRecordButton } from "../../../components/admin/card-grid";
import { toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { buttonClass } from "../../../components/ui/button-styles";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Pill, type PillTone } from "../../../components/ui/pill";
import { AdminApiKeysDocument, RevokeApiKeyDocument, type AdminApiKeyFragment } from "../../../graphql/generated";
import { usefulMessage } from "../../../lib/graphql-errors";
import { ScopePills } from "./api-key-scopes";
import { ApiKeySecretDialog } from "./api-key-secret-dialog";
import { CreateApiKeyDialog } from "./create-api-key-dialog";

const when = (iso: string) => `${formatDateTime(iso)} IST`;
/** A key stops at the midnight after its last day; the admin chose that day, so it is what they read. */
const lastDay = (iso: string) => `end of ${formatShortDate(new Date(Date.parse(iso) - 1))} (IST)`;

function standing(key: AdminApiKeyFragment, now: number): { label: string; tone: PillTone } {
  if (key.revokedAt) return { label: "Revoked", tone: "red" };
  if (key.expiresAt && Date.parse(key.expiresAt) <= now) return { label: "Expired", tone: "amber" };
  return { label: "Active", tone: "green" };
}

/** /admin/api-keys: the keys other systems use to call the API, and who made them. */
export function ApiKeysPage() {
  const { data, error, refetch } = useQuery(AdminApiKeysDocument, { fetchPolicy: "cache-and-network" });
  const [revoke] = useMutation(RevokeApiKeyDocument);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string }>();
  const [revoking, setRevoking] = useState<AdminApiKeyFragment>();
  const [now] = useState(() => Date.now());

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke({ variables: { id: revoking.id } });
      toastSuccess(`API key “${revoking.name}” revoked`);
      setRevoking(undefined);
    } catch (failure) {
      toastError(usefulMessage(failure) ?? "Failed to revoke API key");
      throw failure;
    }
  };

  const keys = data?.apiKeys;
  const active = keys?.filter((key) => standing(key, now).label === "Active").length ?? 0;
  const newKey = <AddRecordButton onClick={() => setCreating(true)}>New API key</AddRecordButton>;

  return (
    <>
      <AdminPageHeader
        title="API Keys"
        description={
          keys
            ? `${keys.length} key${keys.length === 1 ? "" : "s"}, ${active} active. Other systems send one as a bearer token.`
            : "Keys for the gym's other systems."
        }
        actions={newKey}
      />
      {!keys ? (
        <QueryFallback error={error} refetch={refetch} label="Loading API keys..." />
      ) : keys.length === 0 ? (
        <EmptyState icon={KeyRound} title="No API keys yet">
          <p className="max-w-md text-slate-600">
            Create one for each system that reads or updates the gym’s data (billing, door access, a reporting sheet), with only the scopes
            it needs.
          </p>
        </EmptyState>
      ) : (
        <ul aria-label="API keys" className="space-y-3">
          {keys.map((key) => {
            const state = standing(key, now);
            return (
              <li key={key.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 space-y-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="break-words text-lg font-semibold text-slate-900">{key.name}</h2>
                      <Pill tone={state.tone}>{state.label}</Pill>
                    </div>
                    <p className="font-mono text-sm text-slate-700">{key.prefix}_…</p>
                    <ScopePills scopes={key.scopes} />
                  </div>
                  {!key.revokedAt && (
                    <button
                      type="button"
                      onClick={() => setRevoking(key)}
                      className={`${buttonClass("outlineDark", "sm")} shrink-0 self-start`}
                    >
                      Revoke
                    </button>
                  )}
                </div>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-2">
                  <div>
                    <dt className="inline font-medium text-slate-800">Created: </dt>
                    <dd className="inline">
                      {when(key.createdAt)} by {key.createdBy}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-medium text-slate-800">Last used: </dt>
                    <dd className="inline">{key.lastUsedAt ? when(key.lastUsedAt) : "Never"}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium text-slate-800">Expires: </dt>
                    <dd className="inline">{key.expiresAt ? lastDay(key.expiresAt) : "Never"}</dd>
                  </div>
                  {key.revokedAt && (
                    <div>
                      <dt className="inline font-medium text-slate-800">Revoked: </dt>
                      <dd className="inline">{when(key.revokedAt)}</dd>
                    </div>
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
      {creating && (
        <CreateApiKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(made) => {
            setCreating(false);
            setCreated(made);
          }}
        />
      )}
      <ApiKeySecretDialog created={created} onClose={() => setCreated(undefined)} />
      <ConfirmDialog
        open={!!revoking}
        title="Revoke API key"
        message={revoking ? `“${revoking.name}” (${revoking.prefix}) stops working at once, on every server. This cannot be undone.` : ""}
        confirmLabel="Revoke key"
        busyLabel="Revoking..."
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(undefined)}
      />
    </>
  );
}
