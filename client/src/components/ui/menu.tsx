import { MoreHorizontal, type LucideIcon } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { buttonClass } from "./button-styles";

export interface MenuItem {
  /** Stable key, e.g. "edit"; features add items to a list, so order is theirs. */
  key: string;
  label: string;
  icon?: LucideIcon;
  danger?: boolean;
  onSelect: () => void;
}

interface ActionsMenuProps {
  /** The trigger's accessible name, e.g. "Actions for asha@example.com". */
  label: string;
  items: readonly MenuItem[];
  disabled?: boolean;
}

/**
 * A button that opens a list of actions (WAI-ARIA menu button): Enter, Space or Arrow Down
 * opens it on the first item, Arrow Up on the last; arrows, Home and End move; Escape or Tab
 * closes it and focus returns to the button. The list is placed fixed beside the button (and
 * follows it as the page scrolls) so a scrolling table never clips it.
 */
export function ActionsMenu({ label, items, disabled }: ActionsMenuProps) {
  const [open, setOpen] = useState<false | "first" | "last">(false);
  const [style, setStyle] = useState<CSSProperties>({});
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  /** Beside the button, below it or (when there is no room below) above it. */
  const place = () => {
    if (!button.current) return;
    const rect = button.current.getBoundingClientRect();
    const height = list.current?.offsetHeight ?? 0;
    const below = window.innerHeight - rect.bottom;
    const right = Math.max(8, window.innerWidth - rect.right);
    setStyle(
      below < height + 8 && rect.top > below
        ? { position: "fixed", bottom: window.innerHeight - rect.top + 4, right }
        : { position: "fixed", top: rect.bottom + 4, right },
    );
  };

  useLayoutEffect(() => {
    if (!open) return;
    place();
    const entries = list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    entries?.[open === "first" ? 0 : entries.length - 1]?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    // The list follows its button when the page or the table scrolls.
    document.addEventListener("pointerdown", outside);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, true);
    return () => {
      document.removeEventListener("pointerdown", outside);
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, true);
    };
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onListKey = (event: KeyboardEvent) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(entries.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else return;
    if (event.key !== "Tab") event.preventDefault();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open ? true : false}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpen("first"))}
        onKeyDown={onButtonKey}
        className={buttonClass("ghostDark", "icon")}
      >
        <MoreHorizontal aria-hidden className="size-4" />
      </button>
      {open && (
        <div
          ref={list}
          id={id}
          role="menu"
          aria-label={label}
          style={style}
          onKeyDown={onListKey}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map(({ key, label: text, icon: Icon, danger, onSelect }) => (
            <button
              key={key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(true);
                onSelect();
              }}
              className={`flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none ${
                danger ? "text-red-700" : "text-slate-800"
              }`}
            >
              {Icon && <Icon aria-hidden className="size-4" />}
              {text}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
