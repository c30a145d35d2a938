import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { LIMITS } from "../../../../common/validation/limits";
import { FieldMessages } from "./field-messages";
import { controlClass, labelClass, useFormField } from "./use-form-field";

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "type"> {
  name: string;
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
}

/** A password input with a show/hide toggle. */
export function PasswordField({ name, label, hint, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { control, error, errorId, hintId } = useFormField(name, hint);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className={className}>
      <label htmlFor={control.id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          maxLength={LIMITS.passwordMax}
          {...input}
          {...control}
          type={visible ? "text" : "password"}
          className={`${controlClass(!!error)} pr-12`}
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
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
