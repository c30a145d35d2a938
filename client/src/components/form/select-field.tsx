import type { SelectHTMLAttributes } from "react";
import { FieldFrame, type FieldFrameProps } from "./field-frame";

interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "value" | "onChange" | "className">, FieldFrameProps {
  options: readonly SelectOption[];
  /** Label of an empty first option that stands for "nothing chosen yet". */
  placeholder?: string;
}

export function SelectField({ name, label, options, placeholder, hint, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
      {(control, controlClassName) => (
        <select {...select} {...control} className={controlClassName}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
