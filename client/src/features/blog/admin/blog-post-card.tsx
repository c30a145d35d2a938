import { CalendarDays, UserRound } from "lucide-react";
import { EditDeleteButtons } from "../../../components/admin/edit-delete-buttons";
import { HistoryButton } from "../../../components/version-history/history-button";
import { ContentKind, type AdminBlogPostFragment } from "../../../graphql/generated";
import { PublicationBadge } from "../../../components/admin/publication-badge";
import { formatLongDate, gymMidday } from "../../../../../common/gym-time";
import { PreviewImage } from "../../../components/admin/preview-image";

interface BlogPostCardProps {
  post: AdminBlogPostFragment;
  onEdit: () => void;
  onDelete: () => void;
}

export function BlogPostCard({ post, onEdit, onDelete }: BlogPostCardProps) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <PreviewImage src={post.image} alt="" className="aspect-video w-full" />
      <div className="flex flex-1 flex-col p-5">
        <div className="mb-2">
          <PublicationBadge state={post.state} publishAt={post.publishAt} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <span className="flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3.5" />
            {formatLongDate(gymMidday(post.date), post.date)}
          </span>
          <span className="flex items-center gap-1">
            <UserRound aria-hidden className="size-3.5" />
            {post.author}
          </span>
        </div>
        <h2 className="mt-2 break-words text-lg font-bold text-slate-900">{post.title}</h2>
        {/* The clamped box must keep its own height: stretched by flex, a fourth line shows half-cut below it. */}
        <p className="mt-1 line-clamp-3 break-words text-sm text-slate-600">{post.excerpt}</p>
        <div className="mt-auto flex justify-end gap-2 pt-4">
          <HistoryButton compact kind={ContentKind.Post} itemId={post.id} name={post.title} />
          <EditDeleteButtons name={post.title} onEdit={onEdit} onDelete={onDelete} className="flex gap-2" />
        </div>
      </div>
    </article>
  );
}
