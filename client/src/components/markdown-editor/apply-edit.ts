import type { TextEdit } from "./formatting";

/**
 * Makes `edit` in the text box as if typed, so Ctrl+Z undoes it: Chromium's insertText command
 * keeps the browser's undo stack. Where it is missing, setRangeText changes the text (without
 * undo) and an input event tells React. An edit that would pass `maxLength` is not made.
 */
export function applyEdit(textarea: HTMLTextAreaElement, edit: TextEdit, maxLength: number): boolean {
  const value = textarea.value;
  const next = value.slice(0, edit.start) + edit.text + value.slice(edit.end);
  if (next.length > maxLength && next.length > value.length) return false;
  textarea.focus();
  textarea.setSelectionRange(edit.start, edit.end);
  let done = false;
  try {
    // Deprecated, yet the only way to edit a text box that keeps the browser's undo.
    done = document.execCommand(edit.text ? "insertText" : "delete", false, edit.text) && textarea.value === next;
  } catch {
    done = false;
  }
  if (!done) {
    textarea.value = value;
    textarea.setRangeText(edit.text, edit.start, edit.end, "end");
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  return true;
}
