import { POLICY_VERSION_LIMITS } from "../../../../../common/validation";
import { useId } from "react";
import { controlClass, labelClass } from "../../../components/form/use-form-field";
import type { PolicyKind } from "./policy-kinds";

export interface PublishChoice {
  material: boolean;
  changeNote: string;
}

/** Members accept the terms and privacy policy only, so only those can be a material change. */
export const asksAcceptance = (kind: PolicyKind) => kind.type === "terms" || kind.type === "privacy";

/** What a publish says about itself: whether members must accept it again, and a short note. */
export function PublishOptions({
  kind,
  value,
  onChange,
}: {
  kind: PolicyKind;
  value: PublishChoice;
  onChange: (value: PublishChoice) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-3">
      {asksAcceptance(kind) && (
        <div className="flex items-start gap-3">
          <input
            id={`${id}-material`}
            type="checkbox"
            checked={value.material}
            onChange={(event) => onChange({ ...value, material: event.target.checked })}
            className="mt-0.5 size-4 shrink-0 accent-orange-600"
          />
          <label htmlFor={`${id}-material`} className="text-sm text-slate-800">
            <span className="font-semibold">Material change:</span> members must accept this version at their next sign-in
          </label>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-note`} className={labelClass}>
          What changed (optional{asksAcceptance(kind) ? ", shown to members asked to accept" : ""})
        </label>
        <input
          id={`${id}-note`}
          type="text"
          value={value.changeNote}
          maxLength={POLICY_VERSION_LIMITS.changeNoteMax}
          placeholder="e.g. Fees are now due on the 1st of each month"
          onChange={(event) => onChange({ ...value, changeNote: event.target.value })}
          className={controlClass(false)}
        />
      </div>
    </div>
  );
}
