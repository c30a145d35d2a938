import { useFormikContext } from "formik";
import { LoaderCircle } from "lucide-react";
import { useRef, type MouseEvent } from "react";
import { buttonClass, type ButtonVariant } from "../ui/button-styles";
import { keepFieldFocus } from "./keep-field-focus";
import { useFocusFirstInvalid } from "./use-focus-first-invalid";

interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  className?: string;
}

/**
 * Clicked, the button takes the focus a press would have given it: the form's alert then knows
 * the person is not typing in a field, and takes the focus when the answer comes.
 */
const takeFocus = (event: MouseEvent<HTMLButtonElement>) => event.currentTarget.focus();

/**
 * Disabled while the form submits, with its busy label, so a double click sends once. A submit
 * that ends with field errors moves the focus to the first of them.
 */
export function SubmitButton({ label, busyLabel, variant = "primary", size = "lg", className = "" }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const button = useRef<HTMLButtonElement>(null);
  useFocusFirstInvalid(button);
  return (
    <button
      ref={button}
      type="submit"
      disabled={isSubmitting}
      onMouseDown={keepFieldFocus}
      onClick={takeFocus}
      className={`${buttonClass(variant, size)} ${className}`}
    >
      {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
