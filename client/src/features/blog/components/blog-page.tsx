import { useQuery } from "@apollo/client/react";
import { Newspaper } from "lucide-react";
import { PageHeader } from "../../../components/layouts/page-header";
import { ErrorMessage } from "../../../components/ui/status";
import { BlogPostsDocument } from "../../../graphql/generated";
import { PageHead } from "../../../components/seo/page-head";
import { BlogSidebar } from "./blog-sidebar";
import { PostCard, PostCardSkeleton, type PostSummary } from "./post-card";

/** On a phone only the first card is on screen; on wider screens the first row of two. */
const EAGER_IMAGES = 2;

function PostGrid({ posts }: { posts?: PostSummary[] }) {
  if (posts && posts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
        <Newspaper aria-hidden className="size-10 text-slate-500" />
        <p className="text-lg text-slate-700">No blog posts available at the moment.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {posts
        ? posts.map((post, index) => <PostCard key={post.id} post={post} lazy={index >= EAGER_IMAGES} />)
        : [1, 2, 3, 4].map((key) => <PostCardSkeleton key={key} />)}
    </ul>
  );
}

export function BlogPage() {
  const { data, error, refetch } = useQuery(BlogPostsDocument);
  const retry = () => void refetch().catch(() => undefined);
  const loading = !data && !error;

  return (
    <>
      <PageHead title="Blog" description="Training tips, nutrition advice and gym news from our trainers and members." />
      <PageHeader eyebrow="Blog" title="Fitness Tips & Stories" subtitle="Training advice, nutrition guides and news from our trainers." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section aria-label="Blog posts" aria-busy={loading} className="lg:col-span-2">
          {loading && (
            <p role="status" className="sr-only">
              Loading...
            </p>
          )}
          {error && !data ? <ErrorMessage onRetry={retry} /> : <PostGrid posts={data?.blogPosts} />}
        </section>
        <BlogSidebar />
      </div>
    </>
  );
}
