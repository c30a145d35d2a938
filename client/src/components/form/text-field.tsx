import type { InputHTMLAttributes } from "react";
import { FieldMessages } from "./field-messages";
import { controlClass, labelClass, useFormField } from "./use-form-field";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange"> {
  name: string;
  label: string;
  hint?: string;
  /** Every text input is bounded by a limit from the shared validation module. */
  maxLength: number;
}

export function TextField({ name, label, hint, className, ...input }: TextFieldProps) {
  const { control, error, errorId, hintId } = useFormField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      <input type="text" {...input} {...control} className={controlClass(!!error)} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "type"> {
  name: string;
  label: string;
  hint?: string;
}

/** A native date picker; its value is YYYY-MM-DD or ''. */
export function DateField({ name, label, hint, className, ...input }: DateFieldProps) {
  const { control, error, errorId, hintId } = useFormField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      <input {...input} {...control} type="date" className={controlClass(!!error)} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "type"> {
  name: string;
  label: string;
  hint?: string;
  min: number;
  /** The shared limit bounds the value, as maxLength bounds text. */
  max: number;
}

export function NumberField({ name, label, hint, className, ...input }: NumberFieldProps) {
  const { control, error, errorId, hintId } = useFormField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      <input inputMode="numeric" step={1} {...input} {...control} type="number" className={controlClass(!!error)} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
