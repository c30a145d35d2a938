import type { MockLink } from "@apollo/client/testing";
import { PAGE_SIZES } from "../../../../../common/validation/limits";
import {
  BlogPostDocument,
  BlogPostsDocument,
  SubscribeToNewsletterDocument,
  type BlogPostQuery,
  type BlogPostsQuery,
  type SubscribeToNewsletterMutation,
} from "../../../graphql/generated";

type Post = NonNullable<BlogPostQuery["blogPost"]>;

export const benchPost: Post = {
  __typename: "BlogPost",
  id: "3",
  title: "Five Bench Press Mistakes",
  excerpt: "Fix these five habits and your shoulders will thank you.",
  content: "The bench press is the most requested lift.\nMistake 1: flaring the elbows.\n\nBook a free technique session.",
  image: "/images/blog-bench.jpg",
  date: "2025-01-05",
  author: "Rahul Baruah",
  updatedAt: "2025-01-06T10:00:00.000Z",
  picture: null,
};

const summary = ({ content: _content, ...post }: Post): BlogPostsQuery["blogPosts"][number] => post;

const blogPostsData: BlogPostsQuery = {
  blogPosts: [
    summary(benchPost),
    summary({ ...benchPost, id: "2", title: "Monsoon Training", date: "2024-07-14", author: "Dr. Ankita Das" }),
    summary({ ...benchPost, id: "1", title: "Eat Before 6 AM", date: "2024-03-01", image: "javascript:alert(1)" }),
  ],
};

/** The blog page asks for one post more than a page shows, to learn whether another page follows. */
export const blogPageVariables = (page = 0) => ({ limit: PAGE_SIZES.blogPosts.default + 1, offset: page * PAGE_SIZES.blogPosts.default });

export const blogPostsMock = (data: BlogPostsQuery = blogPostsData, page = 0): MockLink.MockedResponse<BlogPostsQuery> => ({
  request: { query: BlogPostsDocument, variables: blogPageVariables(page) },
  result: { data },
});

export const blogPostMock = (id: string, post: Post | null): MockLink.MockedResponse<BlogPostQuery> => ({
  request: { query: BlogPostDocument, variables: { id } },
  result: { data: { blogPost: post } },
});

export const SUBSCRIBED = "Thanks for subscribing! Please check your inbox to confirm your subscription.";

export const subscribeMock = (email: string): MockLink.MockedResponse<SubscribeToNewsletterMutation> => ({
  request: { query: SubscribeToNewsletterDocument, variables: { email } },
  result: { data: { subscribeToNewsletter: { success: true, message: SUBSCRIBED } } },
});
