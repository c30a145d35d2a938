import { useField } from "formik";
import { useId } from "react";
import { API_SCOPE_DESCRIPTIONS, ApiScope as ScopeValue } from "../../../../../common/enums";
import type { ApiScope } from "../../../graphql/generated";
import { labelClass } from "../../../components/form/use-form-field";
import { Pill } from "../../../components/ui/pill";

/** The GraphQL names (content_read), in the order the schema lists them. */
const SCOPES = Object.keys(ScopeValue) as ApiScope[];

/** How a scope is written in the docs and to integrators: content:read. */
const scopeLabel = (scope: ApiScope): string => ScopeValue[scope];

/** The create dialog's scope checkboxes: a Formik array of GraphQL scope names. */
export function ScopeCheckboxes({ name }: { name: string }) {
  const [field, meta, helpers] = useField<ApiScope[]>(name);
  const id = useId();
  const error = meta.touched && typeof meta.error === "string" ? meta.error : undefined;
  const chosen = field.value;
  const toggle = (scope: ApiScope, on: boolean) => {
    void helpers.setTouched(true, false);
    void helpers.setValue(on ? SCOPES.filter((s) => s === scope || chosen.includes(s)) : chosen.filter((s) => s !== scope));
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>Scopes</legend>
      <p className="mt-1 text-sm text-slate-600">The key can do only what its scopes allow; it can never change accounts or keys.</p>
      <div className="mt-3 space-y-3">
        {SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-3">
            <input
              id={`${id}-${scope}`}
              type="checkbox"
              name={name}
              value={scope}
              checked={chosen.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-4 shrink-0 accent-orange-600"
            />
            <label htmlFor={`${id}-${scope}`} className="text-sm text-slate-700">
              <code className="font-semibold text-slate-900">{scopeLabel(scope)}</code>
              <span className="block">{API_SCOPE_DESCRIPTIONS[scopeLabel(scope) as ScopeValue]}</span>
            </label>
          </div>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function ScopePills({ scopes }: { scopes: readonly ApiScope[] }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {scopes.map((scope) => (
        <Pill key={scope} tone="blue">
          {scopeLabel(scope)}
        </Pill>
      ))}
    </span>
  );
}
