import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BlogPostsDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { seoDefaultsMock } from "../../../components/seo/testing/seo-fixtures";
import { benchPost, blogPageVariables, blogPostsMock } from "../testing/blog-fixtures";
import { PAGE_SIZES } from "../../../../../common/validation/limits";
import { BlogPage } from "./blog-page";

const renderBlog = (mocks: MockLink.MockedResponse[]) =>
  renderRoutes([{ path: "/blog", element: <BlogPage /> }], { path: "/blog", mocks: [seoDefaultsMock, ...mocks] });

const posts = () => within(screen.getByRole("region", { name: "Blog posts" }));

describe("BlogPage", () => {
  it("shows a loading state until the posts arrive", async () => {
    renderBlog([blogPostsMock()]);
    expect(posts().getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByRole("heading", { name: "Five Bench Press Mistakes" })).toBeInTheDocument();
    expect(posts().queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows each post with image, US date, author, title, clamped excerpt and Read More", async () => {
    renderBlog([blogPostsMock()]);
    const card = (await screen.findByRole("heading", { name: "Five Bench Press Mistakes" })).closest("li")!;
    const image = within(card).getByRole("img", { name: "Five Bench Press Mistakes" });
    expect(image).toHaveAttribute("src", "/images/blog-bench.jpg");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "630");
    expect(within(card).getByText("January 5, 2025")).toHaveAttribute("datetime", "2025-01-05");
    expect(within(card).getByText("Rahul Baruah")).toBeInTheDocument();
    expect(within(card).getByText(/Fix these five habits/)).toHaveClass("line-clamp-3");
    expect(within(card).getByRole("link", { name: /^Read More\s*: Five Bench Press Mistakes$/ })).toHaveAttribute("href", "/blog/3");
  });

  it("loads images below the first row lazily and never renders an unsafe image URL", async () => {
    renderBlog([blogPostsMock()]);
    await screen.findByRole("heading", { name: "Eat Before 6 AM" });
    const images = posts().getAllByRole("img");
    expect(images.map((image) => image.getAttribute("loading"))).toEqual([null, null]);
    expect(posts().queryByRole("img", { name: "Eat Before 6 AM" })).not.toBeInTheDocument();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });

  it("says so when there are no posts", async () => {
    renderBlog([blogPostsMock({ blogPosts: [] })]);
    expect(await screen.findByText("No blog posts available at the moment.")).toBeInTheDocument();
  });

  it("shows an error with Try again", async () => {
    renderBlog([{ request: { query: BlogPostsDocument, variables: blogPageVariables() }, error: new Error("down") }, blogPostsMock()]);
    await userEvent.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Monsoon Training" })).toBeInTheDocument();
  });

  it("shows a page of posts and the next page on More posts, focusing its first post (issue 14, item 8)", async () => {
    const { content: _content, ...summary } = benchPost;
    const post = (n: number) => ({ ...summary, id: String(100 - n), title: `Post ${n}` });
    const perPage = PAGE_SIZES.blogPosts.default;
    const firstPage = Array.from({ length: perPage + 1 }, (_, n) => post(n + 1));
    const secondPage = [post(perPage + 1), post(perPage + 2)];
    renderBlog([blogPostsMock({ blogPosts: firstPage }), blogPostsMock({ blogPosts: secondPage }, 1)]);
    await screen.findByRole("heading", { name: "Post 1" });
    expect(posts().getAllByRole("heading", { level: 2 })).toHaveLength(perPage);
    expect(posts().queryByRole("heading", { name: `Post ${perPage + 1}` })).not.toBeInTheDocument();

    await userEvent.click(posts().getByRole("button", { name: "More posts" }));
    const next = await posts().findByRole("heading", { name: `Post ${perPage + 2}` });
    expect(posts().getAllByRole("heading", { level: 2 })).toHaveLength(perPage + 2);
    expect(posts().queryByRole("button", { name: "More posts" })).not.toBeInTheDocument();
    expect(next).toBeInTheDocument();
    const firstOfNextPage = posts()
      .getByRole("heading", { name: `Post ${perPage + 1}` })
      .closest("li")!;
    await waitFor(() => expect(firstOfNextPage).toContainElement(document.activeElement as HTMLElement));
  });

  it("offers no More posts when one page holds them all", async () => {
    renderBlog([blogPostsMock()]);
    await screen.findByRole("heading", { name: "Eat Before 6 AM" });
    expect(posts().queryByRole("button", { name: "More posts" })).not.toBeInTheDocument();
  });

  it("shows the fixed Popular Categories and the Stay Updated box", async () => {
    renderBlog([blogPostsMock()]);
    const categories = screen.getByRole("heading", { name: "Popular Categories" }).closest("section")!;
    expect(
      within(categories)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Workouts12 posts", "Nutrition8 posts", "Wellness6 posts", "Tips10 posts"]);
    expect(screen.getByRole("heading", { name: "Stay Updated" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument();
    await screen.findByRole("heading", { name: "Monsoon Training" });
    await waitFor(() => expect(document.title).toBe("Blog | Test Barbell Club"));
  });
});
