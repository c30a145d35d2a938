import { useApolloClient } from "@apollo/client/react";
import { Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { DATA_EXPORT_FILE_NAME } from "../../../../../common/validation";
import { buttonClass } from "../../../components/ui/button-styles";
import { MyDataExportDocument } from "../../../graphql/generated";
import { usefulMessage } from "../../../lib/graphql-errors";
import { toast } from "../../../lib/toast";

/** Hands the browser a JSON file; the object URL is released once the download has started. */
function saveJson(json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = DATA_EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DownloadMyDataButton() {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      // Never from or into the cache: the export is a snapshot of this moment, and private.
      const { data } = await client.query({ query: MyDataExportDocument, fetchPolicy: "no-cache" });
      if (!data) throw new Error("No answer from the server");
      saveJson(data.myDataExport);
      toast.success("Your data is downloading", { description: DATA_EXPORT_FILE_NAME });
    } catch (error) {
      toast.error("Could not download your data", { description: usefulMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" onClick={() => void download()} disabled={busy} className={buttonClass("dark", "md")}>
      {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Download aria-hidden className="size-4" />}
      {busy ? "Preparing..." : "Download my data"}
    </button>
  );
}
