import { useFormikContext, type FormikValues } from "formik";
import { useEffect, useRef } from "react";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { DraftNotice } from "./draft-notice";
import { useDraftRecovery } from "./use-draft-recovery";

/**
 * Placed inside a Formik form: asks before the admin leaves with unsaved changes, keeps them if
 * the session ends, and after signing in again puts them back with a notice and a Discard button.
 * `editor` names the form for its draft, e.g. "hero" or "blog:12".
 */
export function FormEditGuard({ editor }: { editor: string }) {
  const { values, dirty, setValues, resetForm } = useFormikContext<FormikValues>();
  useUnsavedChangesGuard(dirty);
  const { restored, dismiss } = useDraftRecovery(editor, values, dirty);

  useEffect(() => {
    if (restored) void setValues(restored, true);
    // Once, when the editor opens: later renders must not overwrite what the admin types.
  }, []);

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
