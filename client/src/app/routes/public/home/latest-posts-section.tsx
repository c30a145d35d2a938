import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { paths } from "../../../../config/paths";
import { PostCard, PostCardSkeleton, type PostSummary } from "../../../../features/blog/components/post-card";
import { HOME_POST_COUNT } from "../../../../../../common/validation/limits";
import { RENDER_WHEN_NEAR } from "../../../../components/ui/render-when-near";

/** The newest published posts; `posts` undefined means still loading, and with none the section is left out. */
export function LatestPostsSection({ posts }: { posts?: PostSummary[] }) {
  if (posts && posts.length === 0) return null;
  return (
    <section className={`bg-white py-20 sm:py-24 ${RENDER_WHEN_NEAR}`} aria-labelledby="latest-posts-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="latest-posts-title" className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            From the Blog
          </h2>
          <p className="mt-4 text-lg text-slate-600">Training tips, food and news from the gym floor.</p>
        </div>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts
            ? posts
                .slice(0, HOME_POST_COUNT)
                // Each card held back on its own too, so that no one frame lays out the whole section.
                .map((post) => <PostCard key={post.id} post={post} lazy headingLevel="h3" className={RENDER_WHEN_NEAR} />)
            : Array.from({ length: HOME_POST_COUNT }, (_, i) => <PostCardSkeleton key={i} />)}
        </ul>
        <div className="mt-12 text-center">
          <Link
            to={paths.blog}
            className="inline-flex items-center gap-2 font-semibold text-orange-700 hover:text-orange-800 hover:underline"
          >
            Read the Blog
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
