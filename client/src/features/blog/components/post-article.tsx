import { PenLine } from "lucide-react";
import type { BlogPostQuery } from "../../../graphql/generated";
import { PostMeta } from "./post-card";
import { PostBody } from "./post-body";
import { PostImage } from "./post-image";
import { ShareButtons } from "./share-buttons";
import { Island } from "../../../islands/island";
import { RENDER_WHEN_NEAR } from "../../../components/ui/render-when-near";

type Post = NonNullable<BlogPostQuery["blogPost"]>;

function AuthorCard({ author, siteName }: { author: string; siteName: string }) {
  return (
    // Held back: below a long post's first screen, its layout and its font lookups (each a call to
    // the browser process on Linux) wait until it comes near. It uses the page's weights (800, not
    // 700): where it does come into the first frame (a short post), it looks up one font fewer.
    <aside
      aria-label="About the author"
      className={`mt-12 flex items-start gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 ${RENDER_WHEN_NEAR} [--held-back-height:11rem] sm:[--held-back-height:8rem]`}
    >
      <span
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-orange-100 text-lg font-extrabold text-orange-800"
        aria-hidden
      >
        {author.trim().charAt(0).toUpperCase() || <PenLine className="size-6" />}
      </span>
      <div>
        <p className="text-sm font-semibold uppercase tracking-wider text-slate-600">Written by</p>
        <p className="mt-1 text-lg font-extrabold text-slate-900">{author}</p>
        <p className="mt-2 text-slate-700">Shares training, nutrition and wellness advice for the {siteName} community.</p>
      </div>
    </aside>
  );
}

/** The article's column: the page less its padding, at most max-w-3xl less padding. */
const COVER_SIZES = "(min-width: 1024px) 704px, (min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

export function PostArticle({ post, siteName }: { post: Post; siteName: string }) {
  return (
    <article className="mt-6">
      <PostImage src={post.image} picture={post.picture} alt={post.title} sizes={COVER_SIZES} priority className="rounded-2xl shadow-md" />
      <div className="mt-8">
        <PostMeta date={post.date} author={post.author} />
        <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>
      </div>
      <div className="mt-6 border-y border-slate-200 py-4">
        <Island name="share-buttons" component={ShareButtons} props={{ title: post.title }} />
      </div>
      <div className="mt-4">
        <PostBody content={post.content} />
      </div>
      <AuthorCard author={post.author} siteName={siteName} />
    </article>
  );
}

export function PostArticleSkeleton() {
  return (
    // A screen tall, like the article it stands for, so the footer stays below the fold.
    <div role="status" className="mt-6 min-h-svh animate-pulse">
      <span className="sr-only">Loading...</span>
      <div aria-hidden className="aspect-[40/21] w-full rounded-2xl bg-slate-200" />
      <div aria-hidden className="mt-8 h-4 w-48 rounded bg-slate-200" />
      <div aria-hidden className="mt-4 h-10 w-5/6 rounded bg-slate-200" />
      <div aria-hidden className="mt-4 h-6 w-full rounded bg-slate-200" />
      <div aria-hidden className="mt-8 space-y-3">
        {[1, 2, 3, 4].map((line) => (
          <div key={line} className="h-5 rounded bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
