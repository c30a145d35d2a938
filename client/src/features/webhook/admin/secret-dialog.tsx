import { Copy } from "lucide-react";
import { useState } from "react";
import { toastError, toastSuccess } from "../../../components/admin/mutations";
import { buttonClass } from "../../../components/ui/button-styles";
import { Dialog, DialogActions } from "../../../components/ui/dialog";

/** The new endpoint's signing secret, shown this once: the server keeps it sealed and never answers it again. */
export function SecretDialog({ secret, url, onClose }: { secret: string; url: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toastSuccess("Signing secret copied");
    } catch {
      toastError("Could not copy: select the secret and copy it by hand");
    }
  };
  return (
    <Dialog open title="Signing secret" description={`For ${url}. Copy it into the receiver now: it is not shown again.`} onClose={onClose}>
      <div className="space-y-4">
        <label className="block text-sm font-semibold text-slate-900" htmlFor="webhook-secret">
          Secret
        </label>
        <input
          id="webhook-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
        />
        <p className="text-sm text-slate-600">
          Receivers check each request&apos;s <code>webhook-signature</code> header with it (see <code>examples/receive-webhook.mjs</code>).
          Lost it? Delete the endpoint and add it again for a new secret.
        </p>
      </div>
      <DialogActions>
        <button type="button" onClick={() => void copy()} className={buttonClass("outlineDark")}>
          <Copy aria-hidden className="size-4" />
          {copied ? "Copied" : "Copy secret"}
        </button>
        <button type="button" onClick={onClose} className={buttonClass("primary")}>
          Done
        </button>
      </DialogActions>
    </Dialog>
  );
}
