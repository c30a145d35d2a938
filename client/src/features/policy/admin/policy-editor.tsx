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
import { MarkdownEditor } from "../../../components/markdown-editor/markdown-editor";
import { clearAutosavedDraft } from "../../../components/markdown-editor/use-autosave";
import { useDraftKeeping, useRestoredDraft } from "../../../components/admin/use-draft-recovery";
import type { PolicyKind } from "./policy-kinds";
import { ProposalReview, type Proposal } from "./proposal-review";
import { usePolicyActions } from "./use-policy-actions";
import { PolicyHistory } from "./policy-history";
import { PublishOptions, type PublishChoice } from "./publish-options";

const NO_CHOICE: PublishChoice = { material: false, changeNote: "" };

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
  const [error, setError] = useState<string>();
  const [proposal, setProposal] = useState(restored?.proposal);
  const [choice, setChoice] = useState<PublishChoice>(NO_CHOICE);
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
    if (problem || !(await save(content, choice))) return;
    setChoice(NO_CHOICE);
    dismiss();
    clearAutosavedDraft(draftName);
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
  };

  return (
    <div className="space-y-5">
      <p className="rounded-lg bg-orange-50 p-4 text-sm text-orange-950 ring-1 ring-orange-200">{kind.guideline}</p>
      {restored && <DraftNotice onDiscard={discardRestored} />}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          {policy ? `Version ${policy.version}, last updated: ${formatLongDate(policy.updatedAt)}` : "Not published yet"}
          <Link to={kind.path} target="_blank" className="inline-flex items-center gap-1 font-semibold text-orange-700 hover:underline">
            View page
            <ExternalLink aria-hidden className="size-3.5" />
          </Link>
        </p>
      </div>
      {proposal ? (
        <ProposalReview current={content} proposal={proposal} onAccept={onAccept} onDiscard={() => setProposal(undefined)} />
      ) : (
        <MarkdownEditor
          label="Content (Markdown)"
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onRestore={setContent}
          maxLength={L.policyContentMax}
          rows={15}
          error={error}
          stored={saved}
          draftKey={draftName}
          renderPreview={(text) => <Markdown content={stripCodeFence(text)} />}
        />
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
      <PublishOptions kind={kind} value={choice} onChange={setChoice} />
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
      <PolicyHistory
        kind={kind}
        onRestored={(restoredText) => {
          setContent(restoredText);
          setProposal(undefined);
          setError(undefined);
          dismiss();
        }}
      />
    </div>
  );
}
