import { CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFormStatus } from "./form-status";
import { bringIntoView } from "./reveal";

/**
 * The form-level message from the last submit (wrong credentials, rate limit, network). It sits
 * at the top of the form, which on a phone is often far above the button just pressed: each new
 * message is brought into view, and takes the focus the disabled submit button dropped, so it is
 * seen and read, and Tab goes on from the form rather than from the top of the page.
 */
export function FormAlert() {
  const { status } = useFormStatus();
  const message = status?.formError;
  const ref = useRef<HTMLDivElement>(null);

  // Keyed on the status object: the same message after another submit is a new answer.
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const focused = document.activeElement;
    // A person still typing in a field (Enter submits) keeps their place.
    if (!focused || focused === document.body || !box.closest("form")?.contains(focused)) {
      box.focus({ preventScroll: true });
    }
    bringIntoView(box);
  }, [status]);

  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>{message}</p>
    </div>
  );
}
