import { useMutation } from "@apollo/client/react";
import { useRef } from "react";
import { blogPostSchema, CONTENT_LIMITS as L } from "../../../../../common/validation";
import { Form, Formik, type FormikHelpers } from "formik";
import { DialogFormActions } from "../../../components/form/dialog-form-actions";
import { TextField } from "../../../components/form/text-field";
import { Dialog } from "../../../components/ui/dialog";
import {
  AdminBlogPostsDocument,
  CreateBlogPostDocument,
  UpdateBlogPostDocument,
  type BlogPostDetailsFragment,
} from "../../../graphql/generated";
import { ImagePicker } from "../../../components/admin/image-picker/image-picker";
import { FormEditGuard } from "../../../components/admin/form-edit-guard";
import { changedImages } from "../../../components/admin/image-check";
import { evictQueryFields, saveWithToasts } from "../../../components/admin/mutations";
import { draftDialogName } from "../../../components/admin/use-reopen-draft-dialog";
import { useImageWarning } from "../../../components/admin/use-image-warning";
import { TextAreaField } from "../../../components/form/textarea-field";
import { clearAutosavedDraft } from "../../../components/markdown-editor/use-autosave";
import { MarkdownEditorField } from "../../../components/markdown-editor/markdown-editor-field";
import { PostBody } from "../components/post-body";
import { BlogPostPublication } from "./blog-post-publication";
import { BLOG_POST_FIELDS, blogPostInput, blogPostValues, type BlogPostValues } from "./blog-post-schema";

interface BlogPostDialogProps {
  /** The post to edit; none to write a new one. */
  post?: BlogPostDetailsFragment;
  defaultAuthor: string;
  onClose: () => void;
}

/** Names a post's kept draft, followed by its id or "new". */
export const BLOG_DRAFT_PREFIX = "blog:";

/** Add New Post / Edit Post. Closing unmounts the form, so it always opens afresh. */
export function BlogPostDialog({ post, defaultAuthor, onClose }: BlogPostDialogProps) {
  const initialValues = blogPostValues(post, defaultAuthor);
  const { confirmImages, warning } = useImageWarning();
  const [create] = useMutation(CreateBlogPostDocument, {
    // The server lists newest first, so the new post belongs at the top of every list.
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: AdminBlogPostsDocument }, (list) =>
        list ? { blogPosts: [data.createBlogPost, ...list.blogPosts] } : list,
      );
      evictQueryFields(cache, "dashboard", "auditLog");
    },
  });
  const [update] = useMutation(UpdateBlogPostDocument, {
    update: (cache) => evictQueryFields(cache, "dashboard", "auditLog"),
  });

  // A new post is published at once, or kept as a draft with Save draft.
  const asDraft = useRef(false);
  const onSubmit = async (values: BlogPostValues, helpers: FormikHelpers<BlogPostValues>) => {
    if (!(await confirmImages(changedImages(values, initialValues, ["image"])))) return;
    const input = blogPostInput(values);
    const draft = asDraft.current;
    const saved = await saveWithToasts(
      helpers,
      BLOG_POST_FIELDS,
      () => (post ? update({ variables: { id: post.id, input } }) : create({ variables: { input, draft } })),
      post
        ? { success: "Blog post updated successfully", failure: "Failed to update blog post" }
        : draft
          ? { success: "Draft saved: visitors do not see it yet", failure: "Failed to save the draft" }
          : { success: "Blog post added successfully", failure: "Failed to add blog post" },
    );
    if (!saved) return;
    clearAutosavedDraft(draftDialogName(BLOG_DRAFT_PREFIX, post));
    onClose();
  };

  return (
    <Dialog open wide title={post ? "Edit Post" : "Add New Post"} onClose={onClose}>
      <Formik<BlogPostValues> initialValues={initialValues} validationSchema={blogPostSchema} onSubmit={onSubmit}>
        <Form noValidate className="space-y-4" onClickCapture={() => (asDraft.current = false)}>
          <FormEditGuard editor={draftDialogName(BLOG_DRAFT_PREFIX, post)} />
          <TextField name="title" label="Title" maxLength={L.titleMax} />
          <TextAreaField name="excerpt" label="Excerpt" rows={3} maxLength={L.excerptMax} />
          <ImagePicker name="image" label="Image URL" />
          <TextField name="author" label="Author" maxLength={L.authorMax} />
          <MarkdownEditorField
            name="content"
            label="Content"
            maxLength={L.articleMax}
            hint="Markdown; a single line break is kept."
            stored={post?.content ?? ""}
            draftKey={draftDialogName(BLOG_DRAFT_PREFIX, post)}
            renderPreview={(text) => <PostBody content={text} />}
          />
          <DialogFormActions
            label={post ? "Update Post" : "Publish Post"}
            busyLabel="Saving..."
            onCancel={onClose}
            secondary={post ? undefined : { label: "Save draft", onClick: () => (asDraft.current = true) }}
          />
        </Form>
      </Formik>
      {post ? (
        <BlogPostPublication id={post.id} />
      ) : (
        <p className="mt-4 text-sm text-slate-600">Save a draft to schedule it or to get a preview link for a colleague.</p>
      )}
      {warning}
    </Dialog>
  );
}
