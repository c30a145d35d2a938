import { Form, Formik } from "formik";
import { Link2, Send, Undo2 } from "lucide-react";
import { useRef, useState } from "react";
import { PublicationState } from "../../../../common/enums";
import { formatGymDateTime, parseGymDateTime, toGymDateTimeInput } from "../../../../common/publication";
import { scheduleSchema } from "../../../../common/validation";
import { readServerError } from "../../lib/graphql-errors";
import { applyFieldErrors } from "../form/form-status";
import { SubmitButton } from "../form/submit-button";
import { buttonClass } from "../ui/button-styles";
import { FieldFrame } from "../form/field-frame";
import { PublicationBadge } from "./publication-badge";
import { toastError, toastSuccess } from "./mutations";

interface PublicationActions {
  publish: () => Promise<unknown>;
  /** `publishAt` is gym time, YYYY-MM-DDTHH:mm. */
  schedule: (publishAt: string) => Promise<unknown>;
  unpublish: () => Promise<unknown>;
  previewLink: () => Promise<{ url: string; expiresAt: string }>;
}

interface PublicationPanelProps {
  /** "post" or "plan", for the messages. */
  noun: string;
  state: `${PublicationState}`;
  publishAt: string | null;
  actions: PublicationActions;
}

const inOneHour = () => toGymDateTimeInput(new Date(Date.now() + 60 * 60 * 1000)).slice(0, 14) + "00";

/**
 * Publish now, schedule at a gym date and time, back to draft, and a preview link to copy: what
 * an admin does with a saved post or plan, beside its form (the form saves the text).
 */
export function PublicationPanel({ noun, state, publishAt, actions }: PublicationPanelProps) {
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  // The button pressed goes away with the state it changed: the focus moves to the box's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await action();
      toastSuccess(success);
      heading.current?.focus();
    } catch {
      toastError(failure);
    } finally {
      setBusy(false);
    }
  };
  const copyLink = async () => {
    setBusy(true);
    try {
      const made = await actions.previewLink();
      setLink(made);
      await navigator.clipboard?.writeText(made.url).catch(() => undefined);
      toastSuccess(`Preview link copied; it works until ${formatGymDateTime(made.expiresAt)} IST`);
    } catch {
      toastError("Failed to make a preview link");
    } finally {
      setBusy(false);
    }
  };
  const live = state === "published";

  return (
    <section aria-labelledby="publication-heading" className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="publication-heading" ref={heading} tabIndex={-1} className="text-sm font-bold text-slate-900 focus:outline-none">
          Publishing
        </h3>
        <PublicationBadge state={state} publishAt={publishAt} />
      </div>
      <div className="flex flex-wrap gap-2">
        {!live && (
          <button
            type="button"
            disabled={busy}
            className={buttonClass("primary", "sm")}
            onClick={() => void run(actions.publish, `The ${noun} is live`, `Failed to publish the ${noun}`)}
          >
            <Send aria-hidden className="size-4" />
            Publish now
          </button>
        )}
        {state !== "draft" && (
          <button
            type="button"
            disabled={busy}
            className={buttonClass("outlineDark", "sm")}
            onClick={() => void run(actions.unpublish, `The ${noun} is a draft again`, `Failed to unpublish the ${noun}`)}
          >
            <Undo2 aria-hidden className="size-4" />
            Unpublish
          </button>
        )}
        {!live && (
          <button type="button" disabled={busy} className={buttonClass("outlineDark", "sm")} onClick={() => void copyLink()}>
            <Link2 aria-hidden className="size-4" />
            Copy preview link
          </button>
        )}
      </div>
      {link && !live && (
        <p className="break-all text-xs text-slate-600">
          <a href={link.url} target="_blank" rel="noreferrer" className="font-medium text-orange-800 underline">
            {link.url}
          </a>{" "}
          (valid until {formatGymDateTime(link.expiresAt)} IST)
        </p>
      )}
      <Formik
        initialValues={{ publishAt: state === "scheduled" && publishAt ? toGymDateTimeInput(publishAt) : inOneHour() }}
        validationSchema={scheduleSchema}
        onSubmit={async (values, helpers) => {
          try {
            await actions.schedule(values.publishAt);
            toastSuccess(`The ${noun} goes live on ${formatGymDateTime(parseGymDateTime(values.publishAt) ?? new Date())} IST`);
          } catch (error) {
            applyFieldErrors(readServerError(error), helpers, ["publishAt"]);
            toastError(`Failed to schedule the ${noun}`);
          }
        }}
      >
        <Form noValidate className="flex flex-wrap items-end gap-2">
          <FieldFrame name="publishAt" label="Go live at (IST, gym time)" className="min-w-0 flex-1">
            {(control, controlClassName) => <input {...control} type="datetime-local" className={controlClassName} />}
          </FieldFrame>
          <SubmitButton label={state === "scheduled" ? "Reschedule" : "Schedule"} busyLabel="Scheduling..." size="sm" variant="dark" />
        </Form>
      </Formik>
    </section>
  );
}
