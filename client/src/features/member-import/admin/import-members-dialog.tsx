import { useApolloClient } from "@apollo/client/react";
import { FileUp } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import { formatLongDate } from "../../../../../common/gym-time";
import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  MEMBER_IMPORT_TEMPLATE,
  tierLabel,
} from "../../../../../common/validation";
import { buttonClass, textLinkClass } from "../../../components/ui/button-styles";
import { Dialog } from "../../../components/ui/dialog";
import { SOMETHING_WENT_WRONG } from "../../../lib/graphql-errors";
import { importMembers, MemberImportError, previewImport, type ImportPreview, type ImportResult } from "./member-import-api";

type Step =
  | { kind: "choose"; error?: string }
  | { kind: "checking"; fileName: string }
  | { kind: "preview"; fileName: string; csv: string; preview: ImportPreview; error?: string }
  | { kind: "importing"; fileName: string; count: number }
  | { kind: "done"; result: ImportResult };

/** A browser lists this many problem rows at most; a file that bad needs fixing at the source first. */
const PROBLEMS_SHOWN = 500;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(MEMBER_IMPORT_TEMPLATE)}`;
const plural = (n: number, word: string) => `${n.toLocaleString("en-IN")} ${word}${n === 1 ? "" : "s"}`;

/** Issue 17, item 2: choose a CSV, see every row's problems, then import all rows or none. */
export function ImportMembersDialog({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  const check = async (file: File | undefined) => {
    if (!file) return;
    if (!/\.csv$/i.test(file.name) && file.type !== "text/csv") {
      return setStep({ kind: "choose", error: `"${file.name}" is not a .csv file. Save the sheet as CSV UTF-8 and choose that file.` });
    }
    if (file.size > MEMBER_IMPORT_LIMITS.maxBytes) return setStep({ kind: "choose", error: MEMBER_IMPORT_MESSAGES.tooLarge });
    setStep({ kind: "checking", fileName: file.name });
    try {
      const csv = await readText(file);
      setStep({ kind: "preview", fileName: file.name, csv, preview: await previewImport(csv) });
    } catch (error) {
      setStep({ kind: "choose", error: error instanceof MemberImportError ? error.message : SOMETHING_WENT_WRONG });
    }
  };

  const runImport = async (fileName: string, csv: string, preview: ImportPreview) => {
    setStep({ kind: "importing", fileName, count: preview.newCount + preview.updateCount });
    try {
      const result = await importMembers(csv);
      setStep({ kind: "done", result });
      // The users table and the dashboard's counts now include the imported members.
      await client.refetchQueries({ include: "active" });
    } catch (error) {
      const message = error instanceof MemberImportError ? error.message : SOMETHING_WENT_WRONG;
      const fresh = error instanceof MemberImportError && error.preview ? error.preview : preview;
      setStep({ kind: "preview", fileName, csv, preview: fresh, error: message });
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  const busy = step.kind === "checking" || step.kind === "importing";
  return (
    <Dialog
      open
      title="Import members"
      description="From a spreadsheet saved as CSV: nothing is written until every row is right."
      onClose={busy ? () => undefined : onClose}
    >
      {step.kind === "choose" && (
        <div className="space-y-4">
          <label
            htmlFor={inputId}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${
              dragging ? "border-orange-500 bg-orange-50" : "border-slate-300 hover:border-slate-400"
            }`}
          >
            <FileUp aria-hidden className="size-8 text-slate-500" />
            <span className="font-semibold text-slate-900">Choose a .csv file</span>
            <span className="text-sm text-slate-600">or drop it here (up to {MEMBER_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB)</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event) => void check(event.target.files?.[0])}
          />
          {step.error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {step.error}
            </p>
          )}
          <div className="space-y-1 text-sm text-slate-600">
            <p>
              Columns (first row): <strong>{MEMBER_IMPORT_COLUMNS.join(", ")}</strong>. Phone and expiry may be empty; a blank tier is
              Basic.
            </p>
            <p>
              Expiry as YYYY-MM-DD or DD/MM/YYYY. Phone: Indian mobile numbers (with or without +91 or 0), or + and the country code. An
              e-mail that already has an account updates that member. New members get an e-mail to set their password.
            </p>
            <p>
              <a href={TEMPLATE_HREF} download="members-template.csv" className={textLinkClass}>
                Download a template CSV
              </a>
            </p>
          </div>
        </div>
      )}

      {step.kind === "checking" && <Progress label={`Checking ${step.fileName}…`} />}

      {step.kind === "preview" && (
        <PreviewView
          step={step}
          onImport={() => void runImport(step.fileName, step.csv, step.preview)}
          onChooseAnother={() => setStep({ kind: "choose" })}
          onCancel={onClose}
        />
      )}

      {step.kind === "importing" && <Progress label={`Importing ${plural(step.count, "member")}…`} />}

      {step.kind === "done" && (
        <div className="space-y-4">
          <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
            Imported: {plural(step.result.created, "new member")}, {plural(step.result.updated, "member")} updated.
            {step.result.created > 0 && " The new members are being sent an e-mail to set their password."}
          </p>
          <div className="flex justify-end">
            <button type="button" className={buttonClass("dark")} onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** The file as text (UTF-8), with FileReader, which every browser and jsdom have. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(new MemberImportError("The file could not be read. Choose it again."));
    reader.readAsText(file, "utf-8");
  });
}

function Progress({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3 py-4">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full w-1/3 animate-pulse rounded-full bg-orange-500" />
      </div>
    </div>
  );
}

interface PreviewViewProps {
  step: Extract<Step, { kind: "preview" }>;
  onImport: () => void;
  onChooseAnother: () => void;
  onCancel: () => void;
}

function PreviewView({ step, onImport, onChooseAnother, onCancel }: PreviewViewProps) {
  const { preview } = step;
  const ready = preview.problems.length === 0;
  const count = preview.newCount + preview.updateCount;
  return (
    <div className="space-y-4">
      <p className="break-all text-sm text-slate-600">{step.fileName}</p>
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        <Count label="Rows" value={preview.totalRows} />
        <Count label="New" value={preview.newCount} />
        <Count label="Updates" value={preview.updateCount} />
        <Count label="With problems" value={preview.problemRowCount} alert={preview.problemRowCount > 0} />
      </dl>
      {step.error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {step.error}
        </p>
      )}
      {!ready && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            Problems ({preview.problems.length}): fix them in the sheet and choose the file again
          </h3>
          <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-slate-100 text-slate-700">
                <tr>
                  <th className="px-2 py-1.5 font-semibold">Line</th>
                  <th className="px-2 py-1.5 font-semibold">Column</th>
                  <th className="px-2 py-1.5 font-semibold">Problem</th>
                </tr>
              </thead>
              <tbody>
                {preview.problems.slice(0, PROBLEMS_SHOWN).map((problem, index) => (
                  <tr key={index} className="border-t border-slate-200 align-top">
                    <td className="px-2 py-1.5 tabular-nums">{problem.line}</td>
                    <td className="px-2 py-1.5">{problem.column === "row" ? "(row)" : problem.column}</td>
                    <td className="px-2 py-1.5 text-red-800">{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {preview.problems.length > PROBLEMS_SHOWN && (
            <p className="mt-2 text-sm text-slate-600">
              The first {PROBLEMS_SHOWN} problems are listed; fix them and check the file again to see the rest.
            </p>
          )}
        </div>
      )}
      {preview.sample.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            {ready ? "First rows, as they will be saved" : "Some rows without problems"}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm">
            {preview.sample.map((row) => (
              <li key={row.line} className="px-2 py-1.5">
                <span className="font-medium text-slate-900">{row.name}</span> <span className="break-all text-slate-600">{row.email}</span>
                <span className="block text-xs text-slate-600">
                  {row.action === "create" ? "New" : "Update"} · {row.tier ? tierLabel(row.tier) : "tier unchanged"} ·{" "}
                  {row.expiry ? `until ${formatLongDate(row.expiry)}` : row.action === "create" ? "1 year from today" : "expiry unchanged"}
                  {row.phone ? ` · ${row.phone}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass("ghostDark")} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={buttonClass("outlineDark")} onClick={onChooseAnother}>
          Choose another file
        </button>
        <button type="button" className={buttonClass("primary")} disabled={!ready || count === 0} onClick={onImport}>
          Import {plural(count, "member")}
        </button>
      </div>
    </div>
  );
}

function Count({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className={`rounded-md p-2 ${alert ? "bg-red-50 text-red-900" : "bg-slate-100 text-slate-900"}`}>
      <dt className="text-xs">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value.toLocaleString("en-IN")}</dd>
    </div>
  );
}
