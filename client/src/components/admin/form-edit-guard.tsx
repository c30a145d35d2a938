import { useFormikContext, type FormikValues } from "formik";
import { useEffect, useRef } from "react";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { DraftNotice } from "./draft-notice";
import { useDraftKeeping, useRestoredDraft } from "./use-draft-recovery";

/**
 * Placed inside a Formik form: asks before the admin leaves with unsaved changes, keeps them if
 * the session ends, and after signing in again puts them back with a notice and a Discard button.
 * `editor` names the form for its draft, e.g. "hero" or "blog:12".
 */
export function FormEditGuard({ editor }: { editor: string }) {
  const { values, dirty, setValues, resetForm } = useFormikContext<FormikValues>();
  useUnsavedChangesGuard(dirty);
  const { restored, dismiss } = useRestoredDraft<FormikValues>(editor);
  useDraftKeeping(editor, values, dirty);

  // Formik owns the values, so the draft goes in after its first render. `restored` is only read
  // when the editor opens and later cleared, so this never overwrites what the admin types.
  useEffect(() => {
    if (restored) void setValues(restored, true);
  }, [restored, setValues]);

  // Saved or reset: the form holds no restored changes any more, so the notice goes.
  const seenDirty = useRef(false);
  useEffect(() => {
    if (dirty) seenDirty.current = true;
    else if (restored && seenDirty.current) dismiss();
  }, [dirty, restored, dismiss]);

  if (!restored) return null;
  return (
    <DraftNotice
      onDiscard={() => {
        resetForm();
        dismiss();
      }}
    />
  );
}
