import { useFormikContext } from "formik";
import { useEffect, useRef, type RefObject } from "react";
import { bringIntoView } from "./reveal";

/**
 * After a submit that ends with field errors (the form's own rules or the server's), the first
 * invalid field takes the focus and comes into view: on a phone it is often far above the button
 * just pressed, and the person would otherwise see nothing happen.
 */
export function useFocusFirstInvalid(inside: RefObject<HTMLElement | null>): void {
  const { submitCount, isSubmitting } = useFormikContext();
  const handled = useRef(submitCount);

  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const form = inside.current?.closest("form");
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid || invalid.contains(document.activeElement)) return;
    invalid.focus({ preventScroll: true });
    bringIntoView(invalid);
  }, [submitCount, isSubmitting, inside]);
}
