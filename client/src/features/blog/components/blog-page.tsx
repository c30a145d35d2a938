import { useQuery } from "@apollo/client/react";
import { PageHeader } from "../../../components/layouts/page-header";
import { BlogPostsDocument } from "../../../graphql/generated";
import { PageHead } from "../../../components/seo/page-head";
import { Island } from "../../../islands/island";
import { BlogPosts, POSTS_PER_PAGE } from "./blog-posts";
import { BlogSidebar } from "./blog-sidebar";

export function BlogPage() {
  const { data, error } = useQuery(BlogPostsDocument, { variables: { limit: POSTS_PER_PAGE + 1, offset: 0 } });

  return (
    <>
      <PageHead title="Blog" description="Training tips, nutrition advice and gym news from our trainers and members." />
      <PageHeader eyebrow="Blog" title="Fitness Tips & Stories" subtitle="Training advice, nutrition guides and news from our trainers." />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section aria-label="Blog posts" aria-busy={!data && !error} className="lg:col-span-2">
          <Island name="blog-posts" component={BlogPosts} props={{}} />
        </section>
        <BlogSidebar />
      </div>
    </>
  );
}
