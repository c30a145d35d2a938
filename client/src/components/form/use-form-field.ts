import { useField } from "formik";
import { useId, type ChangeEvent } from "react";
import { useFormStatus } from "./form-status";

/** Wires one Formik field to a labelled control: ids, error text and aria attributes. */
export function useFormField(name: string, hint?: string) {
  const [field, meta] = useField<string>(name);
  const { status, setStatus } = useFormStatus();
  const id = useId();
  const serverErrors = status?.serverErrors;
  const error = meta.touched ? meta.error || serverErrors?.[name] : undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    field.onChange(event);
    if (serverErrors?.[name]) {
      const { [name]: _changed, ...rest } = serverErrors;
      setStatus({ ...status, serverErrors: rest });
    }
  };

  return {
    id,
    error,
    errorId,
    hintId,
    control: {
      ...field,
      value: field.value ?? "",
      onChange,
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined,
    },
  };
}

export const labelClass = "block text-sm font-semibold text-slate-800";

export function controlClass(invalid: boolean): string {
  return `mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-orange-500 disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm ${
    invalid ? "border-red-600" : "border-slate-300"
  }`;
}
