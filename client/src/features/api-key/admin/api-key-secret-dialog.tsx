import { Check, Copy, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { Dialog, DialogActions } from "../../../components/ui/dialog";

interface Props {
  created: { name: string; secret: string } | undefined;
  onClose: () => void;
}

/** The one time a key's secret is shown: the server keeps only its hash. */
export function ApiKeySecretDialog({ created, onClose }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      // Without clipboard access the key stays selectable in the box.
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Dialog
      open={!!created}
      title="Copy your new API key"
      description={created ? `The key “${created.name}” is ready.` : undefined}
      onClose={close}
    >
      <div className="space-y-4">
        <p role="alert" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/20">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>You won’t see it again.</strong> Copy it now and store it in the other system’s settings. If it is lost, revoke it and
            create a new one.
          </span>
        </p>
        <label className="block">
          <span className="block text-sm font-semibold text-slate-800">API key</span>
          <textarea
            readOnly
            rows={3}
            value={created?.secret ?? ""}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1.5 block w-full resize-none break-all rounded-lg border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-sm text-slate-900"
          />
        </label>
        <p className="text-sm text-slate-600">
          Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to <code className="font-mono">/graphql</code> or{" "}
          <code className="font-mono">/api/…</code>.
        </p>
      </div>
      <DialogActions>
        <button type="button" data-autofocus onClick={() => void copy()} className={buttonClass("outlineDark")}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? "Copied" : "Copy key"}
        </button>
        <button type="button" onClick={close} className={buttonClass("primary")}>
          Done
        </button>
      </DialogActions>
    </Dialog>
  );
}
