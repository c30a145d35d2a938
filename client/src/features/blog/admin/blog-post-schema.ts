import type { BlogPostDetailsFragment } from "../../../graphql/generated";

export interface BlogPostValues {
  title: string;
  excerpt: string;
  image: string;
  author: string;
  content: string;
}

export const BLOG_POST_FIELDS = ["title", "excerpt", "image", "author", "content"] as const;

export function blogPostValues(post: BlogPostDetailsFragment | undefined, defaultAuthor: string): BlogPostValues {
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
