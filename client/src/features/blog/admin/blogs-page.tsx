import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { CalendarDays, Newspaper, PenLine, UsersRound } from "lucide-react";
import { ConfirmDelete } from "../../../components/ui/confirm-delete";
import { AdminBlogPostsDocument, DeleteBlogPostDocument } from "../../../graphql/generated";
import { useAuth } from "../../../lib/auth";
import { AdminPageHeader } from "../../../components/admin/admin-page-header";
import { AddRecordButton, CardGrid } from "../../../components/admin/card-grid";
import { toastError, toastSuccess } from "../../../components/admin/mutations";
import { EmptyState, QueryFallback } from "../../../components/admin/page-states";
import { StatCard, StatGrid } from "../../../components/admin/stat-card";
import { useDeleteRecord } from "../../../components/admin/use-delete-record";
import { useRecordDialogs } from "../../../components/admin/use-record-dialogs";
import { PublicationFilter, publicationCounts, type PublicationFilterValue } from "../../../components/admin/publication-filter";
import { BlogPostCard } from "./blog-post-card";
import { BLOG_DRAFT_PREFIX, BlogPostDialog } from "./blog-post-dialog";
import { blogStats } from "./blog-stats";

/** /admin/blogs: stats, the posts as cards, and the add/edit/delete dialogs. */
export function BlogsPage() {
  const { user } = useAuth();
  const { data, error, refetch } = useQuery(AdminBlogPostsDocument);
  const removeRecord = useDeleteRecord(DeleteBlogPostDocument);
  const posts = data?.blogPosts;
  const dialogs = useRecordDialogs(BLOG_DRAFT_PREFIX, posts);
  const stats = blogStats(posts ?? []);
  const [filter, setFilter] = useState<PublicationFilterValue>("all");
  const shown = posts?.filter((post) => filter === "all" || post.state === filter);

  return (
    <>
      <AdminPageHeader
        title="Blog Posts"
        description="Write and edit the articles on the blog."
        actions={<AddRecordButton onClick={dialogs.openCreate}>Add New Post</AddRecordButton>}
      />
      {!posts ? (
        <QueryFallback error={error} refetch={refetch} label="Loading blog posts..." />
      ) : (
        <>
          <StatGrid>
            <StatCard label="Total Posts" value={stats.total} icon={Newspaper} tone="blue" />
            <StatCard label="This Week" value={stats.thisWeek} hint="dated in the last 7 days" icon={CalendarDays} tone="green" />
            <StatCard label="Authors" value={stats.authors} icon={UsersRound} tone="purple" />
          </StatGrid>
          <PublicationFilter value={filter} onChange={setFilter} counts={publicationCounts(posts)} />
          <CardGrid
            items={shown ?? []}
            empty={
              posts.length > 0 ? (
                <p className="text-slate-600">No posts in this state.</p>
              ) : (
                <EmptyState icon={PenLine} title="No blog posts yet">
                  <p className="text-slate-600">Click Add New Post to write the first one.</p>
                </EmptyState>
              )
            }
          >
            {(post) => (
              <BlogPostCard key={post.id} post={post} onEdit={() => dialogs.openEdit(post)} onDelete={() => dialogs.askDelete(post)} />
            )}
          </CardGrid>
        </>
      )}
      {dialogs.editing && <BlogPostDialog post={dialogs.editing.record} defaultAuthor={user?.name ?? ""} onClose={dialogs.closeEditor} />}
      <ConfirmDelete
        item={dialogs.deleting}
        title="Delete blog post"
        message={(post) => (
          <>Are you sure you want to delete this blog post?{post && <strong className="mt-2 block">{post.title}</strong>}</>
        )}
        remove={removeRecord}
        onDeleted={() => toastSuccess("Blog post deleted successfully")}
        onFailed={() => toastError("Failed to delete blog post")}
        onClose={dialogs.closeDelete}
      />
    </>
  );
}
