import type { InputHTMLAttributes } from "react";
import { LIMITS } from "../../../../common/validation/limits";
import { FieldFrame, type FieldFrameProps } from "./field-frame";

interface OneTimeCodeFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "value" | "onChange" | "className">, FieldFrameProps {
  /** A recovery code has letters, so the phone's full keyboard; an authenticator code only digits. */
  recoveryCode?: boolean;
}

/** The code from an authenticator app (phones offer it from an SMS or the app's autofill) or a recovery code. */
export function OneTimeCodeField({ name, label, hint, className, recoveryCode = false, ...input }: OneTimeCodeFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className}>
      {(control, controlClassName) => (
        <input
          {...input}
          {...control}
          type="text"
          inputMode={recoveryCode ? "text" : "numeric"}
          autoComplete={recoveryCode ? "off" : "one-time-code"}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={LIMITS.oneTimeCodeMax}
          className={`${controlClassName} font-mono tracking-widest`}
        />
      )}
    </FieldFrame>
  );
}
