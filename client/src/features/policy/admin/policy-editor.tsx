import { CONTENT_LIMITS as L, policySchema, validateInput } from "../../../../../common/validation";
import { ExternalLink, LoaderCircle, Save, Wand2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import { labelClass, controlClass } from "../../../components/form/use-form-field";
import { buttonClass } from "../../../components/ui/button-styles";
import { Markdown } from "../../../components/ui/markdown";
import type { AdminPolicyFragment } from "../../../graphql/generated";
import { formatLongDate } from "../../../../../common/gym-time";
import { useUnsavedChangesGuard } from "../../../lib/unsaved-changes";
import { stripCodeFence } from "../../../../../common/markdown-text";
import { DraftNotice } from "../../../components/admin/draft-notice";
import { useDraftKeeping, useRestoredDraft } from "../../../components/admin/use-draft-recovery";
import { EditPreviewToggle, type EditorMode } from "./edit-preview-toggle";
import type { PolicyKind } from "./policy-kinds";
import { ProposalReview, type Proposal } from "./proposal-review";
import { usePolicyActions } from "./use-policy-actions";

/** What a session ending mid-edit keeps: the text, and an AI proposal not yet accepted. */
interface PolicyDraft {
  content: string;
  proposal?: Proposal;
}

/** One policy: guideline, edit or preview, AI Rewrite (a proposal to accept or discard) and Save. */
export function PolicyEditor({ kind, policy }: { kind: PolicyKind; policy?: AdminPolicyFragment }) {
  const draftName = `policy:${kind.type}`;
  const { restored, dismiss } = useRestoredDraft<PolicyDraft>(draftName);
  const [content, setContent] = useState(restored?.content ?? policy?.content ?? "");
  const [instructions, setInstructions] = useState("");
  const [mode, setMode] = useState<EditorMode>("edit");
  const [error, setError] = useState<string>();
  const [proposal, setProposal] = useState(restored?.proposal);
  const { save, rewrite, saving, generating } = usePolicyActions(kind);
  const id = useId();

  const saved = policy?.content ?? "";
  // Saving trims the text, so line breaks at either end (a proposal's last one, or one in older
  // stored text) are no unsaved change.
  const dirty = content.trim() !== saved.trim() || !!proposal;
  useUnsavedChangesGuard(dirty);
  useDraftKeeping<PolicyDraft>(draftName, { content, proposal }, dirty);
  const discardRestored = () => {
    setContent(saved);
    setProposal(undefined);
    setError(undefined);
    dismiss();
  };

  const onSave = async () => {
    const problem = validateInput(policySchema, { content })?.content;
    setError(problem);
    if (!problem && (await save(content))) dismiss();
  };
  const onRewrite = async () => {
    const proposed = await rewrite(content, instructions);
    if (proposed) setProposal(proposed);
  };
  const onAccept = () => {
    if (!proposal) return;
    setContent(proposal.text);
    setProposal(undefined);
    setError(undefined);
    setMode("edit");
  };

  return (
    <div className="space-y-5">
      <p className="rounded-lg bg-orange-50 p-4 text-sm text-orange-950 ring-1 ring-orange-200">{kind.guideline}</p>
      {restored && <DraftNotice onDiscard={discardRestored} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <EditPreviewToggle mode={mode} onChange={setMode} />
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          {policy ? `Last updated: ${formatLongDate(policy.updatedAt)}` : "Not published yet"}
          <Link to={kind.path} target="_blank" className="inline-flex items-center gap-1 font-semibold text-orange-700 hover:underline">
            View page
            <ExternalLink aria-hidden className="size-3.5" />
          </Link>
        </p>
      </div>
      {proposal ? (
        <ProposalReview current={content} proposal={proposal} onAccept={onAccept} onDiscard={() => setProposal(undefined)} />
      ) : mode === "edit" ? (
        <div>
          <label htmlFor={`${id}-content`} className={labelClass}>
            Content (Markdown)
          </label>
          <textarea
            id={`${id}-content`}
            rows={15}
            value={content}
            maxLength={L.policyContentMax}
            onChange={(event) => setContent(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${controlClass(!!error)} font-mono`}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      ) : (
        <div
          tabIndex={0}
          role="region"
          aria-label="Preview"
          className="max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          {content.trim() ? <Markdown content={stripCodeFence(content)} /> : <p className="text-slate-500">Nothing to preview yet.</p>}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-instructions`} className={labelClass}>
          Instructions for AI Rewrite (optional)
        </label>
        <textarea
          id={`${id}-instructions`}
          rows={2}
          value={instructions}
          maxLength={L.instructionsMax}
          placeholder="e.g. Mention the 7-day refund window"
          onChange={(event) => setInstructions(event.target.value)}
          className={controlClass(false)}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => void onRewrite()}
          disabled={generating || saving || !!proposal}
          className={buttonClass("outlineDark")}
        >
          {generating ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Wand2 aria-hidden className="size-4" />}
          {generating ? "Rewriting..." : "AI Rewrite"}
        </button>
        <button
          type="button"
          onClick={() => void onSave()}
          disabled={saving || generating || !!proposal}
          className={buttonClass("primary")}
        >
          {saving ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Save aria-hidden className="size-4" />}
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </div>
  );
}
