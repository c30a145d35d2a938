import type { MockLink } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { CreateBlogPostDocument, DeleteBlogPostDocument } from "../../../graphql/generated";
import { graphQLError } from "../../../testing/accounts";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { blogPost, blogPostsMock } from "../../../testing/admin-fixtures";
import { BlogsPage } from "./blogs-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
// jsdom loads no images: here every address loads, unless a test says otherwise.
jest.mock("../../../components/admin/image-check", () => ({
  ...jest.requireActual("../../../components/admin/image-check"),
  unloadableImages: jest.fn(() => Promise.resolve([])),
}));

const monsoon = blogPost();
const input = {
  title: "Leg Day Basics",
  excerpt: "Squats first.",
  image: "/images/blog-bench.jpg",
  author: "Ravi Admin",
  content: "Warm up.\nSquat.",
};
const created = blogPost({ id: "9", ...input, date: "2025-03-15" });

function renderBlogs(mocks: MockLink.MockedResponse[], path = "/admin/blogs") {
  signIn({ id: "1", role: "admin", name: "Ravi Admin" });
  renderRoutes([{ path: "/admin/blogs", element: <BlogsPage /> }], { path, mocks });
}

async function fillPost(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText("Title"), input.title);
  await userEvent.type(within(dialog).getByLabelText("Excerpt"), input.excerpt);
  await userEvent.type(within(dialog).getByLabelText("Image URL"), input.image);
  await userEvent.type(within(dialog).getByLabelText("Content"), "Warm up.{Enter}Squat.");
}

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe("BlogsPage", () => {
  it("says so when there are no posts", async () => {
    renderBlogs([blogPostsMock([])]);
    expect(await screen.findByText("No blog posts yet")).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "Total Posts" })).getByText("0")).toBeInTheDocument();
  });

  it("requires every field of a post, and Escape (after Discard) closes and resets the dialog", async () => {
    renderBlogs([blogPostsMock([monsoon])]);
    await userEvent.click(await screen.findByRole("button", { name: "Add New Post" }));
    const dialog = screen.getByRole("dialog", { name: "Add New Post" });
    expect(within(dialog).getByLabelText("Author")).toHaveValue("Ravi Admin");
    expect(within(dialog).getByRole("toolbar", { name: "Format content" })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Author"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish Post" }));
    for (const text of ["Title is required", "Excerpt is required", "Image URL is required", "Author is required", "Content is required"]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }

    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add New Post" }));
    expect(screen.queryByText("Title is required")).not.toBeInTheDocument();
    expect(within(screen.getByRole("dialog")).getByLabelText("Author")).toHaveValue("Ravi Admin");
  });

  it("adds a post at the top of the list with a Success toast", async () => {
    const create: MockLink.MockedResponse = {
      request: { query: CreateBlogPostDocument, variables: { input, draft: false } },
      result: { data: { createBlogPost: created } },
    };
    renderBlogs([blogPostsMock([monsoon]), create]);
    await userEvent.click(await screen.findByRole("button", { name: "Add New Post" }));
    await fillPost(screen.getByRole("dialog"));
    // The text is kept in this browser while it is unsaved, and forgotten once saved.
    await waitFor(() => expect(localStorage.getItem("gym:autosave:1:blog:new")).toContain("Warm up.\\nSquat."), { timeout: 3000 });
    await userEvent.click(screen.getByRole("button", { name: "Publish Post" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(localStorage.getItem("gym:autosave:1:blog:new")).toBeNull();
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Blog post added successfully" });
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(["Leg Day Basics", "Training Through the Monsoon"]);
    expect(within(screen.getByRole("group", { name: "Total Posts" })).getByText("2")).toBeInTheDocument();
  });

  it("shows the server's field message and leaves the list as it was when adding fails", async () => {
    const create: MockLink.MockedResponse = {
      request: { query: CreateBlogPostDocument, variables: { input, draft: false } },
      result: { errors: [graphQLError("Invalid input", "BAD_USER_INPUT", { title: "Title must be at most 200 characters" })] },
    };
    renderBlogs([blogPostsMock([monsoon]), create]);
    await userEvent.click(await screen.findByRole("button", { name: "Add New Post" }));
    await fillPost(screen.getByRole("dialog"));
    await userEvent.click(screen.getByRole("button", { name: "Publish Post" }));

    expect(await screen.findByText("Title must be at most 200 characters")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to add blog post" });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2, name: "Training Through the Monsoon" })).toHaveLength(1);
  });

  it("opens Edit Post filled in with the post", async () => {
    renderBlogs([blogPostsMock([monsoon])]);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Training Through the Monsoon" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Post" });
    expect(within(dialog).getByLabelText("Title")).toHaveValue("Training Through the Monsoon");
    expect(within(dialog).getByLabelText("Content")).toHaveValue("Line one\nLine two");
  });

  it("deletes a post only after the confirmation", async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: DeleteBlogPostDocument, variables: { id: "1" } },
      result: { data: { deleteBlogPost: true } },
    };
    renderBlogs([blogPostsMock([monsoon]), remove]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Training Through the Monsoon" }));
    const dialog = screen.getByRole("dialog", { name: "Delete blog post" });
    expect(dialog).toHaveTextContent("Are you sure you want to delete this blog post?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No blog posts yet")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Blog post deleted successfully" });
  });

  it("opens the create dialog straight away from ?new=1", async () => {
    renderBlogs([blogPostsMock([monsoon])], "/admin/blogs?new=1");
    expect(await screen.findByRole("dialog", { name: "Add New Post" })).toBeInTheDocument();
  });
});
