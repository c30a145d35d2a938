import { Eye, PencilLine } from "lucide-react";

export type EditorMode = "edit" | "preview";

const options = [
  { mode: "edit", label: "Edit", icon: PencilLine },
  { mode: "preview", label: "Preview", icon: Eye },
] as const;

/** Two pressed-state buttons: writing the markdown, or reading it as visitors will. */
export function EditPreviewToggle({ mode, onChange }: { mode: EditorMode; onChange: (mode: EditorMode) => void }) {
  return (
    <div role="group" aria-label="Editor mode" className="inline-flex rounded-lg bg-slate-100 p-1">
      {options.map(({ mode: option, label, icon: Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
          className={`inline-flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-orange-500 ${
            mode === option ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
          }`}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
