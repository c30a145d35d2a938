import { useFormikContext } from "formik";
import { LoaderCircle } from "lucide-react";
import { buttonClass, type ButtonVariant } from "../ui/button-styles";

interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  variant?: ButtonVariant;
  size?: "sm" | "md" | "lg";
  className?: string;
}

/** Disabled while the form submits, with its busy label, so a double click sends once. */
export function SubmitButton({ label, busyLabel, variant = "primary", size = "lg", className = "" }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" disabled={isSubmitting} className={`${buttonClass(variant, size)} ${className}`}>
      {isSubmitting && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
