import { useMutation, useQuery } from "@apollo/client/react";
import { PublicationPanel } from "../../../components/admin/publication-panel";
import { evictQueryFields } from "../../../components/admin/mutations";
import {
  AdminBlogPostsDocument,
  BlogPostPreviewLinkDocument,
  PublishBlogPostDocument,
  ScheduleBlogPostDocument,
  UnpublishBlogPostDocument,
} from "../../../graphql/generated";

/** The publishing controls of a saved post, following its state in the panel's list. */
export function BlogPostPublication({ id }: { id: string }) {
  const { data } = useQuery(AdminBlogPostsDocument, { fetchPolicy: "cache-only" });
  const post = data?.blogPosts.find((candidate) => candidate.id === id);
  const refresh = { update: (cache: Parameters<typeof evictQueryFields>[0]) => evictQueryFields(cache, "dashboard", "auditLog") };
  const [publish] = useMutation(PublishBlogPostDocument, refresh);
  const [schedule] = useMutation(ScheduleBlogPostDocument, refresh);
  const [unpublish] = useMutation(UnpublishBlogPostDocument, refresh);
  const [previewLink] = useMutation(BlogPostPreviewLinkDocument, refresh);
  if (!post) return null;
  return (
    <PublicationPanel
      noun="post"
      state={post.state}
      publishAt={post.publishAt}
      actions={{
        publish: () => publish({ variables: { id } }),
        schedule: (publishAt) => schedule({ variables: { id, input: { publishAt } } }),
        unpublish: () => unpublish({ variables: { id } }),
        previewLink: async () => {
          const { data: made } = await previewLink({ variables: { id } });
          if (!made) throw new Error("No preview link");
          return made.blogPostPreviewLink;
        },
      }}
    />
  );
}
