import { useMutation } from "@apollo/client/react";
import { toast } from "../../../lib/toast";
import { AdminPoliciesDocument, GeneratePolicyDocument, UpdatePolicyDocument } from "../../../graphql/generated";
import { readServerError } from "../../../lib/graphql-errors";
import { evictQueryFields, toastError, toastSuccess } from "../../../components/admin/mutations";
import type { PolicyKind } from "./policy-kinds";
import type { Proposal } from "./proposal-review";
import { asksAcceptance, type PublishChoice } from "./publish-options";

const AI = { empty: "No content generated.", failed: "Failed to generate with AI." } as const;

/** Save and AI Rewrite for one policy; each resolves to what the editor needs next. */
export function usePolicyActions(kind: PolicyKind) {
  const [updatePolicy, saving] = useMutation(UpdatePolicyDocument, {
    update(cache, { data }) {
      if (!data) return;
      const saved = data.updatePolicy;
      // A page written for the first time joins the admin list; the public page re-reads.
      cache.updateQuery({ query: AdminPoliciesDocument }, (list) =>
        list && !list.policies.some((p) => p.id === saved.id) ? { policies: [...list.policies, saved] } : list,
      );
      evictQueryFields(cache, "policy", "policyVersions", "dashboard", "auditLog");
    },
  });
  const [generatePolicy, generating] = useMutation(GeneratePolicyDocument);

  /** Publishes the text as the next version; a material one asks members to accept it. */
  const save = async (content: string, { material, changeNote }: PublishChoice): Promise<boolean> => {
    try {
      await updatePolicy({
        variables: {
          type: kind.type,
          input: {
            title: kind.title,
            content: content.trim(),
            material: asksAcceptance(kind) && material,
            changeNote: changeNote.trim() || null,
          },
        },
      });
      toastSuccess(`${kind.title} updated successfully!`);
      return true;
    } catch {
      toastError("Failed to save policy. Please try again.");
      return false;
    }
  };

  /** The proposal, or undefined when nothing usable came back. Nothing is saved. */
  const rewrite = async (content: string, instructions: string): Promise<Proposal | undefined> => {
    try {
      const { data } = await generatePolicy({
        variables: { input: { type: kind.type, title: kind.title, content, instructions: instructions.trim() || null } },
      });
      const generated = data?.generatePolicy;
      const text = generated?.generatedText.trim();
      if (!text) {
        toast.error("AI error", { description: AI.empty });
        return undefined;
      }
      toast.success("AI suggestion ready", { description: "Review the content, then click Save." });
      return { text: `${text}\n`, unapplied: generated?.unappliedInstructions ?? [] };
    } catch (error) {
      toast.error("AI error", { description: readServerError(error)?.message === AI.empty ? AI.empty : AI.failed });
      return undefined;
    }
  };

  return { save, rewrite, saving: saving.loading, generating: generating.loading };
}
