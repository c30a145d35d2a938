import { useFormikContext } from "formik";
import { CircleAlert } from "lucide-react";
import type { FormStatus } from "./form-status";

/** The form-level message from the last submit (wrong credentials, rate limit, network). */
export function FormAlert() {
  const { status } = useFormikContext<unknown>();
  const message = (status as FormStatus | undefined)?.formError;
  if (!message) return null;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
