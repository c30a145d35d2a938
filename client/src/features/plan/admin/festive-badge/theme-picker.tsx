import { useField } from "formik";
import { FESTIVE_THEMES } from "../../../../lib/festive-themes";

/** The eight colour themes as a radio group, each with its label and a swatch of its gradient. */
export function ThemePicker() {
  const [field, meta] = useField<string>("color");
  return (
    <fieldset>
      <legend className="block text-sm font-semibold text-slate-800">Colour theme</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FESTIVE_THEMES.map((theme) => (
          <label
            key={theme.key}
            className="flex cursor-pointer flex-col gap-2 rounded-lg border border-slate-200 p-2 text-xs font-medium text-slate-800 has-[:checked]:border-orange-500 has-[:checked]:ring-2 has-[:checked]:ring-orange-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-orange-500"
          >
            <input
              type="radio"
              name={field.name}
              value={theme.key}
              checked={field.value === theme.key}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className="sr-only"
            />
            <span aria-hidden className={`h-6 rounded ${theme.gradient}`} />
            {theme.label}
          </label>
        ))}
      </div>
      {meta.touched && meta.error && <p className="mt-1.5 text-sm font-medium text-red-700">{meta.error}</p>}
    </fieldset>
  );
}
