import { CONTENT_LIMITS as L } from "../../../../../common/validation";
import { FieldArray, getIn, useFormikContext } from "formik";
import { Plus, X } from "lucide-react";
import { FieldMessages } from "../../../components/form/field-messages";
import { controlClass, labelClass, useFormField } from "../../../components/form/use-form-field";
import { buttonClass } from "../../../components/ui/button-styles";
import type { PlanValues } from "./plan-schema";

function FeatureInput({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { control, error, errorId, hintId } = useFormField(`features.${index}`);
  return (
    <li>
      <label htmlFor={control.id} className="sr-only">
        {`Feature ${index + 1}`}
      </label>
      <div className="flex items-start gap-2">
        <input
          type="text"
          maxLength={L.featureMax}
          placeholder="e.g. Full gym access"
          {...control}
          className={`${controlClass(!!error)} mt-0`}
        />
        {onRemove && (
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove feature ${index + 1}`}
            className={`${buttonClass("ghostDark", "icon")} mt-1`}
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <FieldMessages hintId={hintId} error={error} errorId={errorId} />
    </li>
  );
}

/** One input per feature; Remove only while more than one row is left. Empty rows are dropped on save. */
export function FeatureRows() {
  const { values, errors } = useFormikContext<PlanValues>();
  const listError: unknown = getIn(errors, "features");
  return (
    <FieldArray name="features">
      {(helpers) => (
        <fieldset>
          <legend className={labelClass}>Features</legend>
          <ul className="mt-1.5 space-y-2">
            {values.features.map((_, index) => (
              <FeatureInput key={index} index={index} onRemove={values.features.length > 1 ? () => helpers.remove(index) : undefined} />
            ))}
          </ul>
          {typeof listError === "string" && <p className="mt-1.5 text-sm font-medium text-red-700">{listError}</p>}
          <button
            type="button"
            onClick={() => helpers.push("")}
            disabled={values.features.length >= L.featuresMax}
            className={`${buttonClass("outlineDark", "sm")} mt-3`}
          >
            <Plus aria-hidden className="size-4" />
            Add Feature
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
