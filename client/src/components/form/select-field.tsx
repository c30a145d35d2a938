import type { SelectHTMLAttributes } from "react";
import { FieldMessages } from "./field-messages";
import { controlClass, labelClass, useFormField } from "./use-form-field";

interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "value" | "onChange"> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** Label of an empty first option that stands for "nothing chosen yet". */
  placeholder?: string;
  hint?: string;
}

export function SelectField({ name, label, options, placeholder, hint, className, ...select }: SelectFieldProps) {
  const { control, error, errorId, hintId } = useFormField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      <select {...select} {...control} className={controlClass(!!error)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
