import type { InputHTMLAttributes } from "react";
import { FieldFrame, type FieldFrameProps } from "./field-frame";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "className">;

interface TextFieldProps extends InputProps, FieldFrameProps {
  /** Every text input is bounded by a limit from the shared validation module. */
  maxLength: number;
}

export function TextField({ name, label, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
      {(control, controlClassName) => <input type="text" {...input} {...control} className={controlClassName} />}
    </FieldFrame>
  );
}

/** A native date picker; its value is YYYY-MM-DD or ''. */
export function DateField({ name, label, hint, className, ...input }: Omit<InputProps, "type"> & FieldFrameProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
      {(control, controlClassName) => <input {...input} {...control} type="date" className={controlClassName} />}
    </FieldFrame>
  );
}

interface NumberFieldProps extends Omit<InputProps, "type">, FieldFrameProps {
  min: number;
  /** The shared limit bounds the value, as maxLength bounds text. */
  max: number;
}

export function NumberField({ name, label, hint, className, ...input }: NumberFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
      {(control, controlClassName) => (
        <input inputMode="numeric" step={1} {...input} {...control} type="number" className={controlClassName} />
      )}
    </FieldFrame>
  );
}
