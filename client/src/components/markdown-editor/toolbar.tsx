import { Bold, Heading2, Heading3, ImagePlus, Italic, Link, List, ListOrdered, Quote, Table, type LucideIcon } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";

export type ToolbarAction = "h2" | "h3" | "bold" | "italic" | "ul" | "ol" | "quote" | "link" | "image" | "table";

interface Tool {
  action: ToolbarAction;
  label: string;
  icon: LucideIcon;
  /** The letter used with Ctrl (Cmd on a Mac). */
  key?: string;
}

const TOOLS: Tool[] = [
  { action: "h2", label: "Heading 2", icon: Heading2 },
  { action: "h3", label: "Heading 3", icon: Heading3 },
  { action: "bold", label: "Bold", icon: Bold, key: "B" },
  { action: "italic", label: "Italic", icon: Italic, key: "I" },
  { action: "ul", label: "Bulleted list", icon: List },
  { action: "ol", label: "Numbered list", icon: ListOrdered },
  { action: "quote", label: "Quote", icon: Quote },
  { action: "link", label: "Link", icon: Link, key: "K" },
  { action: "image", label: "Image from the media library", icon: ImagePlus },
  { action: "table", label: "Table", icon: Table },
];

/** The action of a Ctrl/Cmd + letter shortcut, if it is one. */
export function shortcutAction(event: KeyboardEvent): ToolbarAction | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  return TOOLS.find((tool) => tool.key && tool.key.toLowerCase() === event.key.toLowerCase())?.action;
}

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);

/**
 * The formatting buttons: one tab stop, arrow keys (and Home/End) move between them, as the
 * WAI-ARIA toolbar pattern asks. Each button's name and tooltip give its shortcut.
 */
export function Toolbar({ label, onAction }: { label: string; onAction: (action: ToolbarAction) => void }) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const mac = isMac();

  const move = (event: KeyboardEvent) => {
    const last = TOOLS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (active + 1) % TOOLS.length
        : event.key === "ArrowLeft"
          ? (active + last) % TOOLS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={move}
      className="flex flex-wrap gap-0.5 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
    >
      {TOOLS.map(({ action, label: name, icon: Icon, key }, index) => {
        const shortcut = key ? (mac ? `⌘${key}` : `Ctrl+${key}`) : undefined;
        return (
          <button
            key={action}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            tabIndex={index === active ? 0 : -1}
            aria-label={name}
            aria-keyshortcuts={key ? `Control+${key} Meta+${key}` : undefined}
            title={shortcut ? `${name} (${shortcut})` : name}
            onFocus={() => setActive(index)}
            onClick={() => onAction(action)}
            className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-white hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-orange-500"
          >
            <Icon aria-hidden className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
