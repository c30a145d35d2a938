import { CONTENT_LIMITS as L, requiredText, urlRule } from "../../../../../common/validation";
import * as Yup from "yup";
import type { AdminBlogPostFragment } from "../../../graphql/generated";
import { ruleField } from "../../../components/admin/rule-field";

export interface BlogPostValues {
  title: string;
  excerpt: string;
  image: string;
  author: string;
  content: string;
}

export const BLOG_POST_FIELDS = ["title", "excerpt", "image", "author", "content"] as const;

/** The server's blog rules (same labels, so the same messages). */
export const blogPostSchema = Yup.object({
  title: ruleField(requiredText("Title", L.titleMax)),
  excerpt: ruleField(requiredText("Excerpt", L.excerptMax)),
  image: ruleField(urlRule("Image URL")),
  author: ruleField(requiredText("Author", L.authorMax)),
  content: ruleField(requiredText("Content", L.articleMax)),
});

export function blogPostValues(post: AdminBlogPostFragment | undefined, defaultAuthor: string): BlogPostValues {
  return {
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    image: post?.image ?? "",
    author: post?.author ?? defaultAuthor,
    content: post?.content ?? "",
  };
}

export function blogPostInput(values: BlogPostValues): BlogPostValues {
  return {
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    image: values.image.trim(),
    author: values.author.trim(),
    content: values.content.trim(),
  };
}
