import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { LIMITS } from "../../../../common/validation/limits";
import { FieldFrame, type FieldFrameProps } from "./field-frame";

interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "type" | "className">, FieldFrameProps {
  autoComplete: "current-password" | "new-password";
}

/** A password input with a show/hide toggle. */
export function PasswordField({ name, label, hint, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
      {(control, controlClassName) => (
        <div className="relative">
          <input
            maxLength={LIMITS.passwordMax}
            {...input}
            {...control}
            type={visible ? "text" : "password"}
            className={`${controlClassName} pr-12`}
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? "Hide password" : "Show password"}
            aria-pressed={visible}
            aria-controls={control.id}
            className="absolute inset-y-0 right-0 mt-1.5 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-500"
          >
            <Icon aria-hidden className="size-5" />
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
