import type { KeyboardEvent } from "react";

export type EditorTab = "write" | "preview";

const TABS = [
  { tab: "write", label: "Write" },
  { tab: "preview", label: "Preview" },
] as const;

/** Write / Preview where the editor is too narrow to show both side by side (a phone). */
export function WritePreviewTabs({ id, tab, onChange }: { id: string; tab: EditorTab; onChange: (tab: EditorTab) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const next = tab === "write" ? "preview" : "write";
    onChange(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Editor view" onKeyDown={onKeyDown} className="inline-flex rounded-lg bg-slate-100 p-1 @3xl:hidden">
      {TABS.map(({ tab: option, label }) => (
        <button
          key={option}
          id={`${id}-tab-${option}`}
          type="button"
          role="tab"
          aria-selected={tab === option}
          aria-controls={`${id}-${option}`}
          tabIndex={tab === option ? 0 : -1}
          onClick={() => onChange(option)}
          className="rounded-md px-4 py-1 text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-orange-500 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow-sm"
        >
          {label}
        </button>
      ))}
    </div>
  );
}
