import {
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { MediaLibraryDialog } from "../admin/image-picker/media-library-dialog";
import { labelClass } from "../form/use-form-field";
import { applyEdit } from "./apply-edit";
import { AutosaveStatus, RestoreDraftNotice } from "./autosave-notices";
import { insertImage, insertLink, insertTable, toggleBlock, toggleInline, type Selection, type TextEdit } from "./formatting";
import { LinkDialog } from "./link-dialog";
import { shortcutAction, Toolbar, type ToolbarAction } from "./toolbar";
import { useAutosave } from "./use-autosave";
import { WritePreviewTabs, type EditorTab } from "./write-preview-tabs";

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** Puts a restored draft in place of the text. */
  onRestore: (text: string) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  name?: string;
  maxLength: number;
  rows?: number;
  hint?: string;
  error?: string;
  /** The saved text: a draft kept in this browser is offered only when it differs. */
  stored: string;
  /** Names the draft kept in this browser, e.g. "blog:12" or "policy:terms". */
  draftKey: string;
  /** Renders the text exactly as the public page does. */
  renderPreview: (text: string) => ReactNode;
}

type Dialog = { kind: "link"; selection: Selection } | { kind: "image"; selection: Selection } | null;

/**
 * Markdown with a formatting toolbar, a live preview beside it (Write / Preview tabs where the
 * editor is narrow), and autosave of the text in this browser.
 */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const { label, value, onChange, onRestore, onBlur, name, maxLength, rows = 12, hint, error, stored, draftKey, renderPreview } = props;
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<EditorTab>("write");
  const [dialog, setDialog] = useState<Dialog>(null);
  const preview = useDeferredValue(value);
  const { offer, savedAt, restore, discard } = useAutosave(draftKey, value, stored);
  // An edit chosen in a dialog waits until the dialog has closed and handed focus back.
  const afterDialog = useRef<TextEdit | null>(null);

  const selection = (): Selection | null => {
    const box = textarea.current;
    return box ? { value: box.value, start: box.selectionStart, end: box.selectionEnd } : null;
  };
  const apply = (edit: TextEdit) => {
    if (textarea.current) applyEdit(textarea.current, edit, maxLength);
  };

  useEffect(() => {
    const edit = afterDialog.current;
    if (dialog || !edit || !textarea.current) return;
    afterDialog.current = null;
    applyEdit(textarea.current, edit, maxLength);
  }, [dialog, maxLength]);

  const act = (action: ToolbarAction) => {
    const current = selection();
    if (!current) return;
    if (action === "bold" || action === "italic") apply(toggleInline(current, action));
    else if (action === "link" || action === "image") setDialog({ kind: action, selection: current });
    else if (action === "table") apply(insertTable(current));
    else apply(toggleBlock(current, action));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    act(action);
  };

  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const nearLimit = value.length >= maxLength * 0.9;

  return (
    <div className="@container">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={`${id}-text`} className={labelClass}>
          {label}
        </label>
        <WritePreviewTabs id={id} tab={tab} onChange={setTab} />
      </div>
      {offer && (
        <RestoreDraftNotice
          savedAt={offer.savedAt}
          onRestore={() => {
            const text = restore();
            if (text !== null) onRestore(text);
          }}
          onDiscard={discard}
        />
      )}
      <div className="mt-1.5 grid gap-4 @3xl:grid-cols-2">
        <div id={`${id}-write`} className={tab === "preview" ? "hidden @3xl:block" : ""}>
          <Toolbar label={`Format ${label.toLowerCase()}`} onAction={act} />
          <textarea
            ref={textarea}
            id={`${id}-text`}
            name={name}
            rows={rows}
            value={value}
            maxLength={maxLength}
            onChange={onChange}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            spellCheck
            className={`block w-full resize-y rounded-b-lg border bg-white px-3.5 py-2.5 font-mono text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-orange-500 sm:text-sm ${
              error ? "border-red-600" : "border-slate-300"
            }`}
          />
        </div>
        <div
          id={`${id}-preview`}
          role="region"
          aria-label={`Preview: ${label}`}
          tabIndex={0}
          className={`max-h-[36rem] min-h-48 overflow-y-auto rounded-lg border border-slate-200 bg-white px-5 pb-5 focus-visible:outline-2 focus-visible:outline-orange-500 ${
            tab === "write" ? "hidden @3xl:block" : ""
          }`}
        >
          {preview.trim() ? renderPreview(preview) : <p className="mt-4 text-slate-500">Nothing to preview yet.</p>}
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="mt-1.5 flex flex-wrap justify-between gap-x-4 text-xs text-slate-600">
        <AutosaveStatus savedAt={savedAt} paused={!!offer} />
        {nearLimit && (
          <span>
            {value.length.toLocaleString("en-IN")} of {maxLength.toLocaleString("en-IN")} characters
          </span>
        )}
      </div>
      {dialog?.kind === "link" && (
        <LinkDialog
          initialText={dialog.selection.value.slice(dialog.selection.start, dialog.selection.end)}
          onClose={() => setDialog(null)}
          onInsert={(text, url) => {
            afterDialog.current = insertLink(dialog.selection, text, url);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === "image" && (
        <MediaLibraryDialog
          label={label}
          current=""
          onClose={() => setDialog(null)}
          onChoose={(url, alt) => {
            afterDialog.current = insertImage(dialog.selection, url, alt);
            setDialog(null);
          }}
        />
      )}
    </div>
  );
}
