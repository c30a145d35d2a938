import { useFormikContext } from "formik";
import { RotateCcw } from "lucide-react";
import { SubmitButton } from "../form/submit-button";
import { buttonClass } from "../ui/button-styles";

/** Save and Reset at the foot of a single-record editor; Reset goes back to the saved values. */
export function FormFooter({ label = "Save Changes" }: { label?: string }) {
  const { dirty, isSubmitting, resetForm } = useFormikContext();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
      <button type="button" onClick={() => resetForm()} disabled={!dirty || isSubmitting} className={buttonClass("outlineDark")}>
        <RotateCcw aria-hidden className="size-4" />
        Reset
      </button>
      <SubmitButton label={label} busyLabel="Saving..." size="md" />
    </div>
  );
}
