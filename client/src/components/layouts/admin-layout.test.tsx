import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminLayoutMock } from "../../testing/admin-fixtures";
import { renderRoutes, signIn } from "../../testing/render-routes";
import { AdminLayout } from "./admin-layout";

function renderLayout(unread = 2) {
  signIn({ id: "1", role: "admin", name: "Ravi Admin" });
  renderRoutes(
    [
      { path: "/", element: <h1>Public home</h1> },
      {
        path: "/admin",
        element: <AdminLayout />,
        children: [
          { index: true, element: <h1>Dashboard page</h1> },
          { path: "blogs", element: <h1>Blogs page</h1> },
        ],
      },
    ],
    { path: "/admin", mocks: [adminLayoutMock(unread)] },
  );
}

afterEach(() => localStorage.clear());

describe("AdminLayout", () => {
  it("lists the admin pages in order, marking the current one", async () => {
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Admin" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent?.replace(/\d.*$/, ""), link.getAttribute("href")])).toEqual([
      ["Dashboard", "/admin"],
      ["Blog Posts", "/admin/blogs"],
      ["Subscriptions", "/admin/subscriptions"],
      ["Hero Section", "/admin/hero"],
      ["About Page", "/admin/about"],
      ["Contact Info", "/admin/contact"],
      ["Site Settings", "/admin/site-settings"],
      ["Users", "/admin/users"],
      ["Policies", "/admin/policies"],
      ["Messages", "/admin/messages"],
      ["Media", "/admin/media"],
      ["Reminders", "/admin/reminders"],
      ["Newsletter", "/admin/subscribers"],
      ["API Keys", "/admin/api-keys"],
      ["Webhooks", "/admin/webhooks"],
    ]);
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(await within(nav).findByRole("link", { name: "Messages (2 unread)" })).toBeInTheDocument();
  });

  it("shows the logo, the admin's name labelled Administrator and Back to Website", async () => {
    renderLayout(0);
    expect(await screen.findAllByRole("img", { name: "Test Barbell Club logo" })).not.toHaveLength(0);
    expect(screen.getByText("Ravi Admin")).toBeInTheDocument();
    expect(screen.getByText("Administrator")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Website" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Messages" })).toBeInTheDocument();
  });

  it("opens and closes the menu on small screens, and closes it after navigating", async () => {
    renderLayout();
    const toggle = screen.getByRole("button", { name: "Open admin menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Close admin menu" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("link", { name: "Blog Posts" }));
    expect(screen.getByRole("heading", { name: "Blogs page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open admin menu" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Open admin menu" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Open admin menu" })).toBeInTheDocument();
  });

  it("logs out and goes to the home page", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("heading", { name: "Public home" })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem("user")).toBeNull());
  });
});
