import { useQuery } from "@apollo/client/react";
import { FileText } from "lucide-react";
import { useEffect } from "react";
import { PageHeader } from "../../../components/layouts/page-header";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { PolicyPageDocument, type PolicyType } from "../../../graphql/generated";
import { formatLongDate } from "../../../../../common/gym-time";
import { descriptionFromMarkdown, stripCodeFence } from "../../seo/markdown-text";
import { usePageMeta } from "../../seo/use-page-meta";
import { POLICY_TEXTS } from "../policy-texts";
import { PolicyMarkdown } from "./policy-markdown";

export function PolicyPage({ type }: { type: PolicyType }) {
  const texts = POLICY_TEXTS[type];
  const { data, error, refetch } = useQuery(PolicyPageDocument, { variables: { type } });
  const policy = data?.policy;
  const content = policy ? stripCodeFence(policy.content) : "";
  usePageMeta({ title: texts.heading, description: descriptionFromMarkdown(content, texts.description) });
  const retry = () => void refetch().catch(() => undefined);

  useEffect(() => {
    if (error) console.error(`Failed to load the ${texts.heading}:`, error);
  }, [error, texts.heading]);

  let body;
  if (data && !content) {
    body = (
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <FileText aria-hidden className="size-10 text-slate-500" />
        <p className="text-lg text-slate-700">{texts.empty}</p>
      </div>
    );
  } else if (data) {
    body = <PolicyMarkdown content={content} />;
  } else if (error) {
    body = <ErrorMessage message={texts.failed} onRetry={retry} />;
  } else {
    body = <LoadingMessage label={texts.loading} />;
  }

  return (
    <>
      <PageHeader
        eyebrow="Legal"
        title={texts.heading}
        subtitle={policy?.updatedAt && content ? `Last updated: ${formatLongDate(policy.updatedAt)}` : undefined}
      />
      <article aria-label={texts.heading} className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
        {body}
      </article>
    </>
  );
}
