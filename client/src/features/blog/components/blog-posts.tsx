import { useQuery } from "@apollo/client/react";
import { Newspaper } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PAGE_SIZES } from "../../../../../common/validation/limits";
import { buttonClass } from "../../../components/ui/button-styles";
import { ErrorMessage } from "../../../components/ui/status";
import { BlogPostsDocument } from "../../../graphql/generated";
import { PostCard, PostCardSkeleton } from "./post-card";

/** On a phone only the first card is on screen; on wider screens the first row of two. */
const EAGER_IMAGES = 2;
export const POSTS_PER_PAGE = PAGE_SIZES.blogPosts.default;

function NoPosts() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <Newspaper aria-hidden className="size-10 text-slate-500" />
      <p className="text-lg text-slate-700">No blog posts available at the moment.</p>
    </div>
  );
}

/**
 * One page of posts. It asks for one post more than it shows, to learn whether another page
 * follows; the last page shown offers "More posts". A later page takes the focus to its first
 * post when it arrives, as the button that asked for it is gone.
 */
function PostsPage({ page, last, onMore }: { page: number; last: boolean; onMore: () => void }) {
  const { data, error, refetch } = useQuery(BlogPostsDocument, { variables: { limit: POSTS_PER_PAGE + 1, offset: page * POSTS_PER_PAGE } });
  const retry = () => void refetch().catch(() => undefined);
  const list = useRef<HTMLUListElement>(null);
  const posts = data?.blogPosts.slice(0, POSTS_PER_PAGE);
  const loaded = posts !== undefined;
  useEffect(() => {
    if (page > 0 && loaded) list.current?.querySelector("a")?.focus();
  }, [page, loaded]);

  if (error && !data) return <ErrorMessage onRetry={retry} />;
  if (page === 0 && posts?.length === 0) return <NoPosts />;
  const more = last && (data?.blogPosts.length ?? 0) > POSTS_PER_PAGE;
  return (
    <>
      {page === 0 && !loaded && (
        <p role="status" className="sr-only">
          Loading...
        </p>
      )}
      <ul ref={list} className={`grid gap-6 sm:grid-cols-2 ${page > 0 ? "mt-6" : ""}`}>
        {posts
          ? posts.map((post, index) => <PostCard key={post.id} post={post} lazy={page > 0 || index >= EAGER_IMAGES} />)
          : [1, 2, 3, 4].map((key) => <PostCardSkeleton key={key} />)}
      </ul>
      {more && (
        <div className="mt-8 flex justify-center">
          <button type="button" onClick={onMore} className={buttonClass("outlineDark")}>
            More posts
          </button>
        </div>
      )}
    </>
  );
}

/** The list of posts, a page at a time. */
export function BlogPosts() {
  const [pages, setPages] = useState(1);
  return Array.from({ length: pages }, (_, page) => (
    <PostsPage key={page} page={page} last={page === pages - 1} onMore={() => setPages(pages + 1)} />
  ));
}
