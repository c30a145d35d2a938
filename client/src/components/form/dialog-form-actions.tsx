import { useFormikContext } from "formik";
import { buttonClass } from "../ui/button-styles";
import { DialogActions } from "../ui/dialog";
import { useDialogDirty, useGuardedCancel } from "../ui/dialog-guard";
import { keepFieldFocus } from "./keep-field-focus";
import { SubmitButton } from "./submit-button";

interface DialogFormActionsProps {
  label: string;
  busyLabel: string;
  onCancel: () => void;
  danger?: boolean;
  /** A second way to submit the same form (e.g. "Save draft"), shown before the main button; `onClick` runs first. */
  secondary?: { label: string; onClick: () => void };
}

/**
 * Cancel and submit at the foot of a form inside a dialog. It tells the dialog whether the form
 * is dirty, so Cancel, Escape, the backdrop and the X ask before discarding typed changes.
 */
export function DialogFormActions({ label, busyLabel, onCancel, danger = false, secondary }: DialogFormActionsProps) {
  const { dirty, isSubmitting } = useFormikContext();
  useDialogDirty(dirty);
  const cancel = useGuardedCancel(onCancel);
  return (
    <DialogActions>
      <button type="button" onClick={cancel} onMouseDown={keepFieldFocus} className={buttonClass("outlineDark")}>
        Cancel
      </button>
      {secondary && (
        <button
          type="submit"
          disabled={isSubmitting}
          onClick={secondary.onClick}
          onMouseDown={keepFieldFocus}
          className={buttonClass("outlineDark")}
        >
          {secondary.label}
        </button>
      )}
      <SubmitButton label={label} busyLabel={busyLabel} size="md" variant={danger ? "danger" : "primary"} />
    </DialogActions>
  );
}
