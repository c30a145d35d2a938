import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { RecordPageViewDocument } from "../../graphql/generated";
import { siteLayoutMock } from "../../testing/fixtures";
import { renderRoutes, signIn } from "../../testing/render-routes";
import { SiteLayout } from "./site-layout";

const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <p>Home content</p> },
      { path: "/about", element: <p>About content</p> },
      { path: "/blog", element: <p>Blog content</p> },
    ],
  },
];

const renderLayout = (path = "/") => renderRoutes(routes, { path, mocks: [siteLayoutMock] });

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

afterEach(() => localStorage.clear());

describe("SiteLayout", () => {
  it("shows the five main links and marks the current one", async () => {
    renderLayout("/about");
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Home", "About", "Blog", "Subscription", "Contact"]);
    expect(within(mainNav()).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(mainNav()).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    const header = screen.getByRole("banner");
    expect(await within(header).findByRole("img", { name: "Test Barbell Club logo" })).toHaveAttribute("src", "/images/logo.svg");
    expect(within(header).getByText("Test Barbell Club")).toBeInTheDocument();
  });

  it("shows the fallback site name while the settings load", () => {
    renderLayout();
    expect(screen.getByRole("link", { name: "Iron Warrior Fitness home" })).toBeInTheDocument();
  });

  it("offers Login and Sign Up to visitors", () => {
    renderLayout();
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("greets a signed-in member without an Admin Panel link", () => {
    signIn({ name: "Asha Das", role: "user" });
    renderLayout();
    expect(screen.getByText("Welcome, Asha Das")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Admin Panel" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("shows the Admin Panel link to admins", () => {
    signIn({ name: "Ravi Admin", role: "admin" });
    renderLayout();
    expect(screen.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
  });

  it("logs out: clears the session and shows Login again", async () => {
    signIn();
    renderLayout("/about");
    await userEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(localStorage.getItem("user")).toBeNull();
    expect(screen.getByText("Home content")).toBeInTheDocument();
  });

  it("opens and closes the mobile menu, and closes it on navigation", async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const close = screen.getByRole("button", { name: "Close menu" });
    expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getAllByRole("link")).toHaveLength(5);

    await user.click(close);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", { name: "Blog" }));
    expect(screen.getByText("Blog content")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("closes the mobile menu when the keyboard leaves it, and Escape hands focus back to its button", async () => {
    const user = userEvent.setup();
    renderLayout("/about");
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    within(screen.getByRole("navigation", { name: "Mobile" }))
      .getByRole("link", { name: "Blog" })
      .focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const controls = document.querySelectorAll<HTMLElement>("#mobile-menu a, #mobile-menu button");
    controls[controls.length - 1].focus();
    // On past the menu's last control, to the page beneath it.
    await user.tab();
    expect(screen.getByRole("banner")).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("shows Back to Home on every page but the home page", async () => {
    renderLayout();
    expect(screen.queryByRole("link", { name: "Back to Home" })).not.toBeInTheDocument();
    await userEvent.click(within(mainNav()).getByRole("link", { name: "About" }));
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});

describe("page views", () => {
  it("counts a view of each page once it is shown, for the dashboard", async () => {
    const counted: string[] = [];
    const countOf = (path: string) => ({
      request: { query: RecordPageViewDocument, variables: { path } },
      result: () => {
        counted.push(path);
        return { data: { recordPageView: true } };
      },
    });
    renderRoutes(routes, { path: "/about", mocks: [siteLayoutMock, countOf("/about"), countOf("/blog")] });
    await screen.findByText("About content");
    await waitFor(() => expect(counted).toEqual(["/about"]));
    expect(document.documentElement.dataset.pageReady).toBe("/about");
    await userEvent.click(within(mainNav()).getByRole("link", { name: "Blog" }));
    await screen.findByText("Blog content");
    await waitFor(() => expect(counted).toEqual(["/about", "/blog"]));
  });
});
