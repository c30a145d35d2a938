import { buttonClass } from "../ui/button-styles";
import { DialogActions } from "../ui/dialog";
import { SubmitButton } from "./submit-button";

interface DialogFormActionsProps {
  label: string;
  busyLabel: string;
  onCancel: () => void;
  danger?: boolean;
}

/** Cancel and submit at the foot of a form inside a dialog. */
export function DialogFormActions({ label, busyLabel, onCancel, danger = false }: DialogFormActionsProps) {
  return (
    <DialogActions>
      <button type="button" onClick={onCancel} className={buttonClass("outlineDark")}>
        Cancel
      </button>
      <SubmitButton label={label} busyLabel={busyLabel} size="md" variant={danger ? "danger" : "primary"} />
    </DialogActions>
  );
}
