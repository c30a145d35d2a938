import { Upload } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { ImportMembersDialog } from "./import-members-dialog";

/** The Users page's "Import members" button and its dialog. */
export function ImportMembersButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass("outlineDark")} onClick={() => setOpen(true)}>
        <Upload aria-hidden className="size-4" />
        Import members
      </button>
      {open && <ImportMembersDialog onClose={() => setOpen(false)} />}
    </>
  );
}
