import { MESSAGES } from "../../../../common/validation/messages";
import { isSafeLinkUrl } from "../../../../common/url";
import { useId, useState, type FormEvent } from "react";
import { controlClass, labelClass } from "../form/use-form-field";
import { buttonClass } from "../ui/button-styles";
import { Dialog } from "../ui/dialog";

interface LinkDialogProps {
  /** The selected text, offered as the link's text. */
  initialText: string;
  onInsert: (text: string, url: string) => void;
  onClose: () => void;
}

/** Insert link: the address (web, e-mail, phone or a page on this site) and the text to show. */
export function LinkDialog({ initialText, onInsert, onClose }: LinkDialogProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string>();

  // A nested <form> would submit the form around the editor, so this is a group with its own submit.
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = !url.trim() ? MESSAGES.linkAddressRequired : isSafeLinkUrl(url) ? undefined : MESSAGES.linkAddressInvalid;
    setError(problem);
    if (!problem) onInsert(text, url.trim());
  };

  return (
    <Dialog open title="Insert link" onClose={onClose}>
      <div
        role="group"
        aria-label="Link"
        className="space-y-4"
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            submit();
          }
        }}
      >
        <div>
          <label htmlFor={`${id}-url`} className={labelClass}>
            Address
          </label>
          <input
            id={`${id}-url`}
            data-autofocus
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="https://... or /blog"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className={controlClass(!!error)}
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : (
            <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
              A web address, mailto:, tel:, or a page on this site starting with /.
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-text`} className={labelClass}>
            Text to show
          </label>
          <input
            id={`${id}-text`}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={controlClass(false)}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass("outlineDark")}>
            Cancel
          </button>
          <button type="button" onClick={() => submit()} className={buttonClass("dark")}>
            Insert link
          </button>
        </div>
      </div>
    </Dialog>
  );
}
