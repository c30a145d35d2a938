import type { TextareaHTMLAttributes } from "react";
import { FieldMessages } from "../../../components/form/field-messages";
import { controlClass, labelClass, useFormField } from "../../../components/form/use-form-field";

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "value" | "onChange"> {
  name: string;
  label: string;
  maxLength: number;
}

/** A Formik-bound text area, wired like the shared text fields. */
export function MessageField({ name, label, className, ...textarea }: MessageFieldProps) {
  const { control, error, errorId, hintId } = useFormField(name);
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      <textarea {...textarea} {...control} className={`${controlClass(!!error)} resize-y`} />
      <FieldMessages hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
