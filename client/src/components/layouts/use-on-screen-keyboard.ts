import { useSyncExternalStore } from "react";

// Below this share of the window the visual viewport is taken to be pushed up by a keyboard.
const KEYBOARD_SHARE = 0.75;
const NOT_TYPED = new Set(["button", "checkbox", "color", "file", "hidden", "image", "radio", "range", "reset", "submit"]);

function typingInto(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

function keyboardOpen(): boolean {
  // A keyboard comes up only to type, and this is asked first: reading the viewport's size lays the
  // page out at once, which on a page's first run (the chat button's island) is a forced layout.
  if (!typingInto(document.activeElement)) return false;
  const viewport = window.visualViewport;
  // Zooming in shrinks the visual viewport as well, by its scale; a keyboard does not change the scale.
  if (viewport && viewport.height * viewport.scale < window.innerHeight * KEYBOARD_SHARE) return true;
  return window.matchMedia?.("(pointer: coarse)").matches === true;
}

function subscribe(onChange: () => void): () => void {
  window.visualViewport?.addEventListener("resize", onChange);
  document.addEventListener("focusin", onChange);
  document.addEventListener("focusout", onChange);
  return () => {
    window.visualViewport?.removeEventListener("resize", onChange);
    document.removeEventListener("focusin", onChange);
    document.removeEventListener("focusout", onChange);
  };
}

/** True while a phone's on-screen keyboard is (most likely) open; false on the server. */
export function useOnScreenKeyboard(): boolean {
  return useSyncExternalStore(subscribe, keyboardOpen, () => false);
}
