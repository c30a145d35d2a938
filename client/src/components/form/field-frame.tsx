import type { ReactNode } from "react";
import { FieldMessages } from "./field-messages";
import { controlClass, labelClass, useFormField } from "./use-form-field";

type FieldControl = ReturnType<typeof useFormField>["control"];

/** What every labelled Formik field takes besides its control's own attributes. */
export interface FieldFrameProps {
  name: string;
  label: string;
  hint?: string;
  className?: string;
}

interface Props extends FieldFrameProps {
  /** Draws the control from its Formik/aria wiring and the class its valid or invalid state calls for. */
  children: (control: FieldControl, controlClassName: string) => ReactNode;
}

/** The label, hint and error around one control, tied together by id and aria-describedby. */
export function FieldFrame({ name, label, hint, className, children }: Props) {
  const { control, error, errorId, hintId } = useFormField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      {children(control, controlClass(!!error))}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
