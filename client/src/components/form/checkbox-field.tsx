import { useField } from "formik";
import { useId, type ReactNode } from "react";
import { useFormStatus } from "./form-status";

/** A Formik boolean as a labelled checkbox, with its error (local or the server's) under it. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const [field, meta, helpers] = useField<boolean>({ name, type: "checkbox" });
  const { status, setStatus } = useFormStatus();
  const id = useId();
  const serverErrors = status?.serverErrors;
  const error = meta.touched ? meta.error || serverErrors?.[name] : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          name={field.name}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          checked={!!field.value}
          onChange={(event) => {
            void helpers.setValue(event.target.checked);
            if (serverErrors?.[name]) {
              const { [name]: _changed, ...rest } = serverErrors;
              setStatus({ ...status, serverErrors: rest });
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-orange-600"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
