import type { TextareaHTMLAttributes } from "react";
import { FieldFrame, type FieldFrameProps } from "./field-frame";

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "value" | "onChange" | "className">, FieldFrameProps {
  rows: number;
  /** Every text box is bounded by a limit from the shared validation module. */
  maxLength: number;
}

/** A multi-line Formik field with the same label, hint and error wiring as TextField. */
export function TextAreaField({ name, label, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
      {(control, controlClassName) => <textarea {...textarea} {...control} className={`${controlClassName} resize-y`} />}
    </FieldFrame>
  );
}
