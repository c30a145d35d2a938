import { useMutation } from "@apollo/client/react";
import { MEDIA_LIMITS, MEDIA_MESSAGES } from "../../../../../common/media";
import { useId, useState, type FormEvent } from "react";
import { UpdateMediaDocument, type MediaLibraryItemFragment } from "../../../graphql/generated";
import { readServerError, SOMETHING_WENT_WRONG } from "../../../lib/graphql-errors";
import { controlClass, labelClass } from "../../form/use-form-field";
import { buttonClass } from "../../ui/button-styles";

/** The message for an alt text the server would refuse, or undefined when it is fine. */
export function altTextError(alt: string): string | undefined {
  if (!alt.trim()) return MEDIA_MESSAGES.altRequired;
  if (alt.trim().length > MEDIA_LIMITS.altMax) return MEDIA_MESSAGES.altTooLong;
  return undefined;
}

interface AltTextFormProps {
  item: { id: number; name: string; alt: string };
  submitLabel?: string;
  onSaved?: (item: MediaLibraryItemFragment) => void;
}

/** Asks for one image's alt text and saves it on the library item (public pages read it from there). */
export function AltTextForm({ item, submitLabel = "Save alt text", onSaved }: AltTextFormProps) {
  const id = useId();
  const [alt, setAlt] = useState(item.alt);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [update, { loading }] = useMutation(UpdateMediaDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // React passes events up through portals: a form around the dialog must not submit too.
    event.stopPropagation();
    const invalid = altTextError(alt);
    setError(invalid);
    if (invalid) return;
    try {
      const { data } = await update({ variables: { id: item.id, input: { alt: alt.trim() } } });
      setSaved(true);
      if (data) onSaved?.(data.updateMedia);
    } catch (failure) {
      const server = readServerError(failure);
      setError(server?.fields.alt ?? server?.message ?? SOMETHING_WENT_WRONG);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={labelClass}>
          Alt text for <span className="break-all">{item.name}</span>
        </label>
        <input
          id={id}
          type="text"
          value={alt}
          maxLength={MEDIA_LIMITS.altMax}
          onChange={(event) => {
            setAlt(event.target.value);
            setSaved(false);
            setError(undefined);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="What the image shows, e.g. A member lifting a barbell"
          className={controlClass(!!error)}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <p role="status" className="text-sm text-emerald-800 empty:hidden">
          {saved ? "Alt text saved" : ""}
        </p>
      </div>
      <button type="submit" disabled={loading} className={buttonClass("dark", "sm")}>
        {loading ? "Saving..." : submitLabel}
      </button>
    </form>
  );
}
