import { useEffect, useRef } from "react";
import type { AdminBlogPostFragment } from "../../../../graphql/generated";
import { useAuth } from "../../../../lib/auth";
import { draftEditors, removeDraft } from "../../../../lib/drafts";
import { BLOG_DRAFT_PREFIX } from "./blog-post-dialog";

/**
 * After signing in again, reopens the post dialog whose unsaved changes were kept when the
 * session ended, so the dialog can restore them. A draft of a post deleted since is dropped.
 */
export function useReopenBlogDraft(posts: readonly AdminBlogPostFragment[] | undefined, open: (post?: AdminBlogPostFragment) => void) {
  const { user } = useAuth();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !posts || !user) return;
    done.current = true;
    const [name] = draftEditors(user.id, BLOG_DRAFT_PREFIX);
    if (!name) return;
    const id = name.slice(BLOG_DRAFT_PREFIX.length);
    const post = posts.find((candidate) => candidate.id === id);
    if (id === "new" || post) open(post);
    else removeDraft(user.id, name);
  }, [posts, user, open]);
}
