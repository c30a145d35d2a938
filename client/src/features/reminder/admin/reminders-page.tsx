import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { REMINDER_LIMITS, REMINDER_MESSAGES, REMINDER_PLACEHOLDERS } from "../../../../../common/validation";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { toastError, toastSuccess } from "../../../components/admin/mutations";
import { QueryFallback } from "../../../components/admin/page-states";
import { buttonClass } from "../../../components/ui/button-styles";
import {
  AdminReminderRulesDocument,
  ReminderPreviewDocument,
  UpdateReminderRuleDocument,
  type AdminReminderRuleFragment,
} from "../../../graphql/generated";
import { readServerError } from "../../../lib/graphql-errors";

const TITLES: Record<string, { title: string; when: string }> = {
  before_30: { title: "First reminder", when: "days before the membership expires" },
  before_7: { title: "Second reminder", when: "days before the membership expires" },
  before_1: { title: "Last reminder", when: "days before the membership expires" },
  win_back: { title: "Win-back message", when: "days after the membership lapsed" },
};

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-200";

/** Waits until the value has stopped changing for `ms`, so the preview is not asked on every key. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function ReminderForm({ rule }: { rule: AdminReminderRuleFragment }) {
  const id = useId();
  const [days, setDays] = useState(String(rule.days));
  const [subject, setSubject] = useState(rule.subject);
  const [body, setBody] = useState(rule.body);
  const [enabled, setEnabled] = useState(rule.enabled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading: saving }] = useMutation(UpdateReminderRuleDocument);
  const dayCount = Number(days);
  const draft = useSettled({ subject, body, days: Number.isInteger(dayCount) && dayCount >= 1 ? dayCount : undefined });
  const preview = useQuery(ReminderPreviewDocument, {
    variables: { kind: rule.kind, subject: draft.subject, body: draft.body, days: draft.days },
    fetchPolicy: "network-only",
  });
  const text = TITLES[rule.kind] ?? { title: rule.kind, when: "days" };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save({ variables: { kind: rule.kind, input: { days: dayCount, subject, body, enabled } } });
      toastSuccess(REMINDER_MESSAGES.saved);
    } catch (error) {
      const server = readServerError(error);
      setErrors(server?.fields ?? {});
      toastError(server?.message ?? "Failed to save reminder");
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {text.title} <span className="text-sm font-normal text-slate-500">({rule.kind})</span>
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          <div className="flex flex-wrap items-end gap-4">
            <label className="block text-sm font-medium text-slate-700">
              Send
              <input
                type="number"
                min={REMINDER_LIMITS.daysMin}
                max={REMINDER_LIMITS.daysMax}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                className={`${inputClass} w-24`}
                aria-invalid={!!errors.days}
                aria-describedby={errors.days ? `${id}-days-error` : undefined}
              />
            </label>
            <span className="pb-2 text-sm text-slate-600">{text.when}</span>
            <label className="flex items-center gap-2 pb-2 text-sm font-medium text-slate-700">
              <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} className="size-4" />
              Enabled
            </label>
          </div>
          {errors.days && (
            <p id={`${id}-days-error`} className="text-sm text-red-700">
              {errors.days}
            </p>
          )}
          <label className="block text-sm font-medium text-slate-700">
            Subject
            <input
              value={subject}
              maxLength={REMINDER_LIMITS.subjectMax}
              onChange={(event) => setSubject(event.target.value)}
              className={inputClass}
              aria-invalid={!!errors.subject}
            />
          </label>
          {errors.subject && <p className="text-sm text-red-700">{errors.subject}</p>}
          <label className="block text-sm font-medium text-slate-700">
            Message
            <textarea
              value={body}
              rows={10}
              maxLength={REMINDER_LIMITS.bodyMax}
              onChange={(event) => setBody(event.target.value)}
              className={`${inputClass} font-mono`}
              aria-invalid={!!errors.body}
            />
          </label>
          {errors.body && <p className="text-sm text-red-700">{errors.body}</p>}
          <p className="text-xs text-slate-500">Placeholders: {REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(" ")}</p>
          <button type="submit" disabled={saving} className={buttonClass("primary")}>
            {saving ? "Saving..." : "Save"}
          </button>
        </form>
        <div aria-live="polite" className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-700">Preview (sample member)</h3>
          {preview.data ? (
            <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="break-words">
                <span className="font-semibold">Subject:</span> {preview.data.reminderPreview.subject}
              </p>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-slate-800">{preview.data.reminderPreview.text}</pre>
            </div>
          ) : preview.error ? (
            <p className="mt-2 text-sm text-red-700">The preview could not be rendered.</p>
          ) : (
            <p className="mt-2 text-sm text-slate-500">Rendering preview...</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** /admin/reminders: when renewal reminders go out and what they say, with a preview rendered by the server. */
export function RemindersPage() {
  const { data, error, refetch } = useQuery(AdminReminderRulesDocument, { fetchPolicy: "cache-and-network" });
  return (
    <>
      <AdminPageHeader
        title="Renewal Reminders"
        description="E-mailed once per member and expiry date, with a one-click unsubscribe. Missed days are caught up by the next run."
      />
      {!data ? (
        <QueryFallback error={error} refetch={refetch} label="Loading reminders..." />
      ) : (
        <div className="space-y-6">
          {data.reminderRules.map((rule) => (
            <ReminderForm key={rule.kind} rule={rule} />
          ))}
        </div>
      )}
    </>
  );
}
