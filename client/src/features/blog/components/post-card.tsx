import { ArrowRight, CalendarDays, UserRound } from "lucide-react";
import { Link } from "react-router-dom";
import { blogPostPath } from "../../../config/paths";
import type { BlogPostsQuery } from "../../../graphql/generated";
import { formatPostDate } from "../post-date";
import { PostImage } from "./post-image";

export type PostSummary = BlogPostsQuery["blogPosts"][number];

export function PostMeta({ date, author, tone = "light" }: { date: string; author: string; tone?: "light" | "dark" }) {
  const text = tone === "dark" ? "text-slate-300" : "text-slate-600";
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${text}`}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4" />
        <time dateTime={date}>{formatPostDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden className="size-4" />
        <span>
          <span className="sr-only">By </span>
          {author}
        </span>
      </span>
    </p>
  );
}

/** A card's width: one column on phones, two from sm, two of the page's three columns from lg. */
const CARD_SIZES =
  "(min-width: 1280px) 387px, (min-width: 1024px) calc(33vw - 40px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";

interface PostCardProps {
  post: PostSummary;
  lazy: boolean;
  /** h3 where the cards sit under a section's own h2 (the home page). */
  headingLevel?: "h2" | "h3";
  /** More classes for the card, such as RENDER_WHEN_NEAR. */
  className?: string;
}

export function PostCard({ post, lazy, headingLevel: Heading = "h2", className = "" }: PostCardProps) {
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg${className ? ` ${className}` : ""}`}
    >
      <PostImage src={post.image} picture={post.picture} alt={post.title} sizes={CARD_SIZES} lazy={lazy} />
      <article className="flex flex-1 flex-col p-6">
        <PostMeta date={post.date} author={post.author} />
        <Heading className="mt-3 text-xl font-bold leading-snug text-slate-900">{post.title}</Heading>
        <p className="mt-3 line-clamp-3 flex-1 leading-relaxed text-slate-600">{post.excerpt}</p>
        <Link
          to={blogPostPath(post.id)}
          className="mt-5 inline-flex items-center gap-2 self-start font-semibold text-orange-700 hover:text-orange-800 hover:underline"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </article>
    </li>
  );
}

export function PostCardSkeleton() {
  return (
    <li aria-hidden className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <div className="aspect-[40/21] bg-slate-200" />
      <div className="space-y-3 p-6">
        <div className="h-4 w-40 rounded bg-slate-200" />
        <div className="h-6 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-4/6 rounded bg-slate-200" />
      </div>
    </li>
  );
}
