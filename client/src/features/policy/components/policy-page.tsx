import { useQuery } from "@apollo/client/react";
import { FileText } from "lucide-react";
import { useEffect } from "react";
import { PageHeader } from "../../../components/layouts/page-header";
import { Markdown } from "../../../components/ui/markdown";
import { ErrorMessage, LoadingMessage } from "../../../components/ui/status";
import { PolicyPageDocument, type PolicyType } from "../../../graphql/generated";
import { formatLongDate } from "../../../../../common/gym-time";
import { descriptionFromMarkdown, stripCodeFence } from "../../../../../common/markdown-text";
import { PageHead } from "../../../components/seo/page-head";
import { POLICY_TEXTS } from "../policy-texts";

export function PolicyPage({ type }: { type: PolicyType }) {
  const texts = POLICY_TEXTS[type];
  const { data, error, refetch } = useQuery(PolicyPageDocument, { variables: { type } });
  const policy = data?.policy;
  const content = policy ? stripCodeFence(policy.content) : "";
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
    body = <Markdown content={content} />;
  } else if (error) {
    body = <ErrorMessage message={texts.failed} onRetry={retry} />;
  } else {
    body = <LoadingMessage label={texts.loading} />;
  }

  return (
    <>
      <PageHead title={texts.heading} description={descriptionFromMarkdown(content, texts.description)} />
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
