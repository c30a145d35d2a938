import type { TextareaHTMLAttributes } from "react";
import { FieldMessages } from "./field-messages";
import { controlClass, labelClass, useFormField } from "./use-form-field";

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "value" | "onChange"> {
  name: string;
  label: string;
  rows: number;
  hint?: string;
  /** Every text box is bounded by a limit from the shared validation module. */
  maxLength: number;
}

/** A multi-line Formik field with the same label, hint and error wiring as TextField. */
export function TextAreaField({ name, label, hint, className, ...textarea }: TextAreaFieldProps) {
  const { control, error, errorId, hintId } = useFormField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      <textarea {...textarea} {...control} className={`${controlClass(!!error)} resize-y`} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
