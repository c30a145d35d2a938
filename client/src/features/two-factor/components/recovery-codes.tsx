import { Copy, Download } from "lucide-react";
import { buttonClass } from "../../../components/ui/button-styles";
import { toast } from "../../../lib/toast";

const FILE_NAME = "iron-warrior-fitness-recovery-codes.txt";

function download(codes: readonly string[]): void {
  const text = ["Iron Warrior Fitness recovery codes", "Each code signs in once in place of an authenticator code.", "", ...codes, ""].join(
    "\n",
  );
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown once, with ways to keep them. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const copy = () =>
    navigator.clipboard.writeText(codes.join("\n")).then(
      () => toast.success("Copied", { description: "The recovery codes are on your clipboard." }),
      () => toast.error("Copy failed", { description: "Select the codes and copy them, or download them instead." }),
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Keep these codes somewhere safe, apart from your phone. If you lose your phone, each code signs you in once. They are shown only
        now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900 sm:text-base"
      >
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass("outlineDark", "sm")} onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          Copy
        </button>
        <button type="button" className={buttonClass("outlineDark", "sm")} onClick={() => download(codes)}>
          <Download aria-hidden className="size-4" />
          Download
        </button>
      </div>
    </div>
  );
}
