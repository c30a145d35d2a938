import type { MockLink } from "@apollo/client/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { PUBLICATION_MESSAGES, toGymDateTimeInput } from "../../../../../common/publication";
import { CreateBlogPostDocument, ScheduleBlogPostDocument } from "../../../graphql/generated";
import { renderRoutes, signIn } from "../../../testing/render-routes";
import { blogPost, blogPostsMock } from "../../../testing/admin-fixtures";
import { BlogsPage } from "./blogs-page";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));
jest.mock("../../../components/admin/image-check", () => ({
  ...jest.requireActual("../../../components/admin/image-check"),
  unloadableImages: jest.fn(() => Promise.resolve([])),
}));

const live = blogPost();
const draft = blogPost({ id: "5", title: "Half Written", state: "draft", publishAt: null });
const input = {
  title: "Leg Day Basics",
  excerpt: "Squats first.",
  image: "/images/blog-bench.jpg",
  author: "Ravi Admin",
  content: "Warm up.",
};

function renderBlogs(mocks: MockLink.MockedResponse[]) {
  signIn({ id: "1", role: "admin", name: "Ravi Admin" });
  renderRoutes([{ path: "/admin/blogs", element: <BlogsPage /> }], { path: "/admin/blogs", mocks });
}

afterEach(() => jest.clearAllMocks());

describe("drafts and scheduling in the blog panel", () => {
  it("shows each post's state and filters the list by it", async () => {
    renderBlogs([blogPostsMock([live, draft])]);
    expect(await screen.findByText("Draft")).toBeInTheDocument();
    expect(screen.getByText("Published")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Drafts (1)" }));
    expect(screen.getByRole("button", { name: "Drafts (1)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Half Written"]);
    await userEvent.click(screen.getByRole("button", { name: "Scheduled (0)" }));
    expect(screen.getByText("No posts in this state.")).toBeInTheDocument();
  });

  it("saves a new post as a draft with Save draft", async () => {
    const create: MockLink.MockedResponse = {
      request: { query: CreateBlogPostDocument, variables: { input, draft: true } },
      result: { data: { createBlogPost: blogPost({ id: "9", ...input, state: "draft", publishAt: null }) } },
    };
    renderBlogs([blogPostsMock([live]), create]);
    await userEvent.click(await screen.findByRole("button", { name: "Add New Post" }));
    const dialog = screen.getByRole("dialog");
    for (const [label, value] of [
      ["Title", input.title],
      ["Excerpt", input.excerpt],
      ["Image URL", input.image],
      ["Content", input.content],
    ])
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith("Success", { description: "Draft saved: visitors do not see it yet" });
    expect(await screen.findByText("Draft")).toBeInTheDocument();
  });

  it("schedules a draft at a gym time ahead, refusing a past one", async () => {
    const at = toGymDateTimeInput(new Date(Date.now() + 2 * 24 * 3600 * 1000)).slice(0, 14) + "00";
    const publishAt = new Date(`${at}:00+05:30`).toISOString();
    const schedule: MockLink.MockedResponse = {
      request: { query: ScheduleBlogPostDocument, variables: { id: "5", input: { publishAt: at } } },
      result: { data: { scheduleBlogPost: { ...draft, state: "scheduled", publishAt } } },
    };
    renderBlogs([blogPostsMock([draft]), schedule]);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Half Written" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Post" });
    const field = within(dialog).getByLabelText("Go live at (IST, gym time)");
    fireEvent.change(field, { target: { value: "2020-01-01T10:00" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect(await within(dialog).findByText(PUBLICATION_MESSAGES.publishAtPast)).toBeInTheDocument();

    fireEvent.change(field, { target: { value: at } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Schedule" }));
    expect(await within(dialog).findByText(/^Scheduled · /)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Reschedule" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Unpublish" })).toBeInTheDocument();
  });
});
