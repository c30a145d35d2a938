import { ErrorCode } from "../../../../../common/error-codes";
import { useQuery } from "@apollo/client/react";
import { ArrowLeft } from "lucide-react";
import { Link, Navigate, useParams, useSearchParams } from "react-router-dom";
import { PUBLICATION_MESSAGES } from "../../../../../common/publication";
import { ErrorMessage } from "../../../components/ui/status";
import { paths } from "../../../config/paths";
import { BlogPostDocument } from "../../../graphql/generated";
import { hasErrorCode } from "../../../lib/graphql-errors";
import { siteOrigin } from "../../../lib/site-origin";
import { JsonLd } from "../../../components/seo/json-ld";
import { PageHead } from "../../../components/seo/page-head";
import { blogPostingJsonLd } from "../../../components/seo/structured-data";
import { useSiteDefaults } from "../../../components/seo/use-site-defaults";
import { PostArticle, PostArticleSkeleton } from "./post-article";

export function BlogPostPage() {
  const { id = "" } = useParams();
  // A preview link (?preview=token) shows a draft exactly as visitors will see it once live.
  const preview = useSearchParams()[0].get("preview") ?? undefined;
  const { data, error, refetch } = useQuery(BlogPostDocument, { variables: { id, preview } });
  const post = data?.blogPost;
  const site = useSiteDefaults();
  const retry = () => void refetch().catch(() => undefined);

  if ((data && !post && !error) || hasErrorCode(error, ErrorCode.notFound)) return <Navigate to={paths.blog} replace />;

  let body;
  if (post) body = <PostArticle post={post} siteName={site.siteName} />;
  else if (preview !== undefined && hasErrorCode(error, ErrorCode.forbidden)) body = <PreviewExpired />;
  else if (error) body = <ErrorMessage onRetry={retry} />;
  else body = <PostArticleSkeleton />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHead
        title={post?.title ?? "Blog"}
        description={post?.excerpt}
        image={post?.image}
        social={post?.picture?.social}
        type={post ? "article" : "website"}
      />
      {post && <JsonLd data={blogPostingJsonLd(siteOrigin(), post, site)} />}
      <Link
        to={paths.blog}
        className="inline-flex items-center gap-2 text-sm font-semibold text-orange-700 hover:text-orange-800 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Blog
      </Link>
      {body}
    </div>
  );
}

function PreviewExpired() {
  return (
    <p role="alert" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-6 text-lg font-semibold text-amber-900">
      {PUBLICATION_MESSAGES.previewExpired}
    </p>
  );
}
