import { getIn, useFormikContext } from "formik";
import type { ChangeEvent } from "react";
import { labelClass } from "../../../../components/form/use-form-field";
import type { ContactValues } from "./contact-schema";

// A day switched back on starts from the usual hours instead of two empty boxes.
const USUAL = { opens: "06:00", closes: "22:00" };

const timeClass =
  "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 focus:outline-2 focus:outline-orange-500 disabled:bg-slate-100 disabled:text-slate-400";

/** Seven rows, Monday first: an Open checkbox and the opening and closing times. */
export function OpeningHoursEditor() {
  const { values, errors, submitCount, setFieldValue, handleChange } = useFormikContext<ContactValues>();
  const listError: unknown = getIn(errors, "openingHours");

  const toggle = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const day = values.openingHours[index];
    if (!day) return;
    const open = event.target.checked;
    void setFieldValue(`openingHours.${index}`, {
      ...day,
      open,
      opens: open ? day.opens || USUAL.opens : day.opens,
      closes: open ? day.closes || USUAL.closes : day.closes,
    });
  };

  return (
    <fieldset>
      <legend className={labelClass}>Opening hours</legend>
      <div className="@container">
        <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {values.openingHours.map((day, index) => {
            // Half-typed times are not wrong yet: a row's error shows once Save has been tried.
            const error: unknown = submitCount > 0 ? getIn(errors, `openingHours.${index}`) : undefined;
            return (
              <li
                key={day.day}
                className="grid grid-cols-2 items-center gap-x-3 gap-y-2 px-3 py-2.5 @lg:grid-cols-[7rem_5rem_minmax(0,1fr)_minmax(0,1fr)]"
              >
                <span className="text-sm font-semibold text-slate-900">{day.day}</span>
                <label className="flex items-center gap-2 justify-self-end text-sm text-slate-700 @lg:justify-self-start">
                  <input
                    type="checkbox"
                    checked={day.open}
                    onChange={toggle(index)}
                    aria-label={`Open on ${day.day}`}
                    className="size-4 accent-orange-600"
                  />
                  Open
                </label>
                {(["opens", "closes"] as const).map((edge) => (
                  <label key={edge} className="min-w-0 text-xs text-slate-600">
                    {edge === "opens" ? "Opens" : "Closes"}
                    <input
                      type="time"
                      name={`openingHours.${index}.${edge}`}
                      value={day[edge]}
                      onChange={handleChange}
                      disabled={!day.open}
                      aria-label={`${day.day} ${edge}`}
                      aria-invalid={error ? true : undefined}
                      className={`${timeClass} mt-0.5`}
                    />
                  </label>
                ))}
                {typeof error === "string" && <p className="col-span-full text-sm font-medium text-red-700">{error}</p>}
              </li>
            );
          })}
        </ul>
      </div>
      {typeof listError === "string" && <p className="mt-1.5 text-sm font-medium text-red-700">{listError}</p>}
    </fieldset>
  );
}
