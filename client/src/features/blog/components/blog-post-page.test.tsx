import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { BlogPostDocument } from "../../../graphql/generated";
import { renderRoutes } from "../../../testing/render-routes";
import { readMeta } from "../../../components/seo/testing/read-head";
import { seoDefaultsMock } from "../../../components/seo/testing/seo-fixtures";
import { libraryPhoto } from "../../../testing/picture-fixtures";
import { benchPost, blogPostMock } from "../testing/blog-fixtures";
import { BlogPostPage } from "./blog-post-page";

const renderPost = (id: string, mocks: MockLink.MockedResponse[]) =>
  renderRoutes(
    [
      { path: "/blog/:id", element: <BlogPostPage /> },
      { path: "/blog", element: <p>The blog list</p> },
    ],
    { path: `/blog/${id}`, mocks: [seoDefaultsMock, ...mocks] },
  );

afterEach(() => jest.restoreAllMocks());

describe("BlogPostPage", () => {
  it("shows a loading state, then the whole post", async () => {
    renderPost("3", [blogPostMock("3", benchPost)]);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    const article = (await screen.findByRole("heading", { level: 1, name: benchPost.title })).closest("article")!;
    expect(within(article).getByRole("img", { name: benchPost.title })).toHaveAttribute("src", benchPost.image);
    expect(within(article).getByText("January 5, 2025")).toBeInTheDocument();
    expect(within(article).getByText(benchPost.excerpt)).toBeInTheDocument();
    // A single line break in the text stays a line break; a blank line starts a paragraph.
    const opening = within(article).getByText(/^The bench press is the most requested lift\./);
    expect(opening.tagName).toBe("P");
    expect(opening.innerHTML).toBe("The bench press is the most requested lift.<br>\nMistake 1: flaring the elbows.");
    expect(within(article).getByText("Book a free technique session.")).toBeInTheDocument();
    const author = within(article).getByRole("complementary", { name: "About the author" });
    expect(author).toHaveTextContent("Rahul Baruah");
    expect(author).toHaveTextContent("Test Barbell Club community");
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });

  it("renders the post's markdown, without raw HTML, keeping single line breaks", async () => {
    const content = "## Why form matters\nKeep your **elbows** tucked.\nBreathe out.\n\n- [Book a session](/contact)\n\n<b>not bold</b>";
    renderPost("3", [blogPostMock("3", { ...benchPost, content })]);
    const article = (await screen.findByRole("heading", { level: 1, name: benchPost.title })).closest("article")!;
    expect(within(article).getByRole("heading", { level: 2, name: "Why form matters" })).toBeInTheDocument();
    expect(within(article).getByText("elbows").tagName).toBe("STRONG");
    expect(within(article).getByText(/Breathe out\./).innerHTML).toContain("<br>");
    expect(within(article).getByRole("link", { name: "Book a session" })).toHaveAttribute("href", "/contact");
    expect(article.querySelector("b")).toBeNull();
  });

  it("sets the post's title, description and social tags", async () => {
    renderPost("3", [blogPostMock("3", benchPost)]);
    await screen.findByRole("heading", { level: 1, name: benchPost.title });
    await waitFor(() => expect(document.title).toBe(`${benchPost.title} | Test Barbell Club`));
    expect(readMeta("description")).toBe(benchPost.excerpt);
    expect(readMeta("og:type")).toBe("article");
    expect(readMeta("og:image")).toBe("http://localhost/images/blog-bench.jpg");
    expect(readMeta("twitter:card")).toBe("summary_large_image");
  });

  it("shows a library cover in AVIF and WebP at the column's width, first, and shares its 1200x630 card", async () => {
    const social = {
      __typename: "SocialImage" as const,
      url: "/media/0123456789abcdef0123/social.5555aaaa.jpg",
      width: 1200,
      height: 630,
      type: "image/jpeg",
    };
    const post = { ...benchPost, image: libraryPhoto.src, picture: { ...libraryPhoto, social } };
    renderPost("3", [blogPostMock("3", post)]);
    const cover = await screen.findByRole("img", { name: libraryPhoto.alt });
    expect(cover).toHaveAttribute("fetchpriority", "high");
    expect(cover).not.toHaveAttribute("loading");
    expect(cover.getAttribute("sizes")).toMatch(/704px/);
    expect([...cover.parentElement!.querySelectorAll("source")].map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    await waitFor(() => expect(readMeta("og:image")).toBe(`http://localhost${social.url}`));
    expect([readMeta("og:image:width"), readMeta("og:image:height"), readMeta("og:image:type")]).toEqual(["1200", "630", "image/jpeg"]);
  });

  it("opens Facebook, Twitter and LinkedIn share pages in a 600x400 popup", async () => {
    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    renderPost("3", [blogPostMock("3", benchPost)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Share on Facebook" }));
    await user.click(screen.getByRole("button", { name: "Share on Twitter" }));
    await user.click(screen.getByRole("button", { name: "Share on LinkedIn" }));
    const address = encodeURIComponent("http://localhost/blog/3");
    expect(open.mock.calls.map((call) => call[0])).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${address}`,
      `https://twitter.com/intent/tweet?url=${address}&text=${encodeURIComponent(benchPost.title)}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
    ]);
    for (const call of open.mock.calls) expect(call[2]).toMatch(/width=600,height=400/);
  });

  it("copies the address and says so", async () => {
    const user = userEvent.setup();
    const success = jest.spyOn(toast, "success");
    renderPost("3", [blogPostMock("3", benchPost)]);
    await user.click(await screen.findByRole("button", { name: "Copy Link" }));
    await expect(navigator.clipboard.readText()).resolves.toBe("http://localhost/blog/3");
    expect(success).toHaveBeenCalledWith("Link copied!", {
      description: "Blog post link has been copied to clipboard.",
    });
  });

  it("replaces an unknown post's address with the blog", async () => {
    renderPost("999", [blogPostMock("999", null)]);
    expect(await screen.findByText("The blog list")).toBeInTheDocument();
  });

  it("shows an error with Try again when the post cannot be loaded", async () => {
    renderPost("3", [
      { request: { query: BlogPostDocument, variables: { id: "3" } }, error: new Error("down") },
      blogPostMock("3", benchPost),
    ]);
    await userEvent.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: benchPost.title })).toBeInTheDocument();
  });
});
