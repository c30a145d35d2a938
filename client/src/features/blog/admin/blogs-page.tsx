import { useMutation, useQuery } from "@apollo/client/react";
import { CalendarDays, Newspaper, PenLine, Plus, UsersRound } from "lucide-react";
import { useCallback, useState } from "react";
import { buttonClass } from "../../../components/ui/button-styles";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
import { AdminBlogPostsDocument, DeleteBlogPostDocument, type BlogPostDetailsFragment } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { evictQueryFields, toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { StatCard, StatGrid } from "../../../components/admin/stat-card";
import { useNewParam } from "../../../components/admin/use-new-param";
import { useReopenDraftDialog } from "../../../components/admin/use-reopen-draft-dialog";
import { BlogPostCard } from "./blog-post-card";
import { BLOG_DRAFT_PREFIX, BlogPostDialog } from "./blog-post-dialog";
import { blogStats } from "./blog-stats";

type Editing = { post?: BlogPostDetailsFragment };

/** /admin/blogs: stats, the posts as cards, and the add/edit/delete dialogs. */
export function BlogsPage() {
  const { user } = useAuth();
  const { data, error, refetch } = useQuery(AdminBlogPostsDocument);
  const [remove] = useMutation(DeleteBlogPostDocument);
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<BlogPostDetailsFragment>();
  const openCreate = useCallback(() => setEditing({}), []);
  useNewParam(openCreate);
  const openEdit = useCallback((post?: BlogPostDetailsFragment) => setEditing({ post }), []);
  useReopenDraftDialog(BLOG_DRAFT_PREFIX, data?.blogPosts, openEdit);

  const removeRecord = (record: NonNullable<typeof deleting>) =>
    remove({
      variables: { id: record.id },
      update(cache) {
        cache.evict({ id: cache.identify(record) });
        evictQueryFields(cache, "dashboard", "auditLog");
      },
    });

  const header = (
    <AdminPageHeader
      title="Blog Posts"
      description="Write and edit the articles on the blog."
      actions={
        <button type="button" onClick={openCreate} className={buttonClass("primary")}>
          <Plus aria-hidden className="size-4" />
          Add New Post
        </button>
      }
    />
  );
  const posts = data?.blogPosts;
  const stats = blogStats(posts ?? []);

  return (
    <>
      {header}
      {!posts ? (
        <QueryFallback error={error} refetch={refetch} label="Loading blog posts..." />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Total Posts" value={stats.total} icon={Newspaper} tone="blue" />
            <StatCard label="This Week" value={stats.thisWeek} hint="dated in the last 7 days" icon={CalendarDays} tone="green" />
            <StatCard label="Authors" value={stats.authors} icon={UsersRound} tone="purple" />
          </StatGrid>
          {posts.length === 0 ? (
            <EmptyState icon={PenLine} title="No blog posts yet">
              <p className="text-slate-600">Click Add New Post to write the first one.</p>
            </EmptyState>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {posts.map((post) => (
                <BlogPostCard key={post.id} post={post} onEdit={() => setEditing({ post })} onDelete={() => setDeleting(post)} />
              ))}
            </div>
          )}
        </>
      )}
      {editing && <BlogPostDialog post={editing.post} defaultAuthor={user?.name ?? ""} onClose={() => setEditing(undefined)} />}
      <ConfirmDelete
        item={deleting}
        title="Delete blog post"
        message={(post) => (
          <>Are you sure you want to delete this blog post?{post && <strong className="mt-2 block">{post.title}</strong>}</>
        )}
        remove={removeRecord}
        onDeleted={() => toastSuccess("Blog post deleted successfully")}
        onFailed={() => toastError("Failed to delete blog post")}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
