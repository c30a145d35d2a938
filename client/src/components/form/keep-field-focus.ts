import type { MouseEvent } from "react";

/**
 * For the buttons of a form: pressing one leaves the focus in the field until the click, so the
 * message that field's blur would show cannot push the button out from under a finger mid-tap.
 * Keyboard use is unchanged; a submit button takes the focus once clicked (see submit-button.tsx).
 */
export const keepFieldFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
