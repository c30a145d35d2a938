import { screen, waitFor } from "@testing-library/react";
import { aboutPageMock } from "../features/site-content/testing/about-fixtures";
import { seoDefaultsMock } from "../components/seo/testing/seo-fixtures";
import { adminLayoutMock } from "../testing/admin-fixtures";
import { AdminHeroDocument, AdminMembersDocument, AdminUsersDocument } from "../graphql/generated";
import { siteLayoutMock } from "../testing/fixtures";
import { renderRoutes, signIn } from "../testing/render-routes";
import { matchRoutes } from "react-router-dom";
import { siteRoutes } from "../../../common/routes";
import { routes } from "./router";

const renderAt = (path: string) => renderRoutes(routes, { path, mocks: [siteLayoutMock] });

const hero = { __typename: "HeroSection", id: "1", title: "Forge Your Strength", subtitle: "Coached.", image: "/images/hero.jpg" };
const adminMocks = [
  adminLayoutMock(0),
  { request: { query: AdminHeroDocument }, result: { data: { hero } } },
  { request: { query: AdminUsersDocument }, result: { data: { users: [] } } },
  {
    request: { query: AdminMembersDocument, variables: () => true },
    result: {
      data: {
        members: {
          __typename: "MemberConnection",
          totalCount: 0,
          pageInfo: { __typename: "MemberPageInfo", endCursor: null, hasNextPage: false },
          nodes: [],
        },
      },
    },
  },
];
const renderAdminAt = (path: string) => renderRoutes(routes, { path, mocks: adminMocks });

afterEach(() => localStorage.clear());

describe("routes", () => {
  it("shows a public page inside the site layout", async () => {
    renderRoutes(routes, { path: "/about", mocks: [siteLayoutMock, seoDefaultsMock, aboutPageMock()] });
    expect(await screen.findByRole("heading", { level: 1, name: "About Test Barbell Club" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("About Us | Test Barbell Club"));
  });

  it("shows an admin page with the admin sidebar", async () => {
    signIn({ role: "admin" });
    renderAdminAt("/admin/hero");
    expect(await screen.findByRole("heading", { level: 1, name: "Hero Section" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Admin" })).toBeInTheDocument();
    expect(await screen.findByDisplayValue("Forge Your Strength")).toBeInTheDocument();
  });

  it("shows the 404 page for an unknown path", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    log.mockRestore();
  });

  it("sends a visitor from /admin to the login page", async () => {
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  });

  it("takes an admin without a second factor from the panel to the two-factor set-up", async () => {
    signIn({ role: "admin", twoFactorEnabled: false });
    renderAt("/admin/users?q=asha");
    expect(await screen.findByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeInTheDocument();
    expect(screen.getByText(/Set it up now to use the admin panel/)).toBeInTheDocument();
    expect(screen.getByLabelText("Current Password")).toBeInTheDocument();
    expect(screen.queryByText("Users")).not.toBeInTheDocument();
  });

  it("tells a signed-in member that /admin is for staff, with ways back, inside the site layout", async () => {
    signIn({ role: "user" });
    renderAt("/admin/users");
    expect(await screen.findByRole("heading", { level: 1, name: "This area is for gym staff" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Welcome Back" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Users" })).not.toBeInTheDocument();
  });

  it("lets an admin in, on the bare admin layout", async () => {
    signIn({ role: "admin" });
    renderAdminAt("/admin/users");
    expect(await screen.findByRole("heading", { name: "Users" })).toBeInTheDocument();
    expect(await screen.findByText("No members match")).toBeInTheDocument();
    // The one banner is the admin panel's own top bar, not the public site's header and its menu.
    expect(screen.getByRole("banner")).toHaveTextContent("Admin Panel");
    expect(screen.queryByRole("link", { name: /^About$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Chat with us on WhatsApp" })).not.toBeInTheDocument();
  });
});

describe("the router and the route registry (common/routes.ts)", () => {
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

  it("gives every registered page a route of its own, not the 404 page", () => {
    for (const { path } of Object.values(siteRoutes)) {
      expect({ path, leaf: leaf(path.replace(/:\w+/g, "7")) }).not.toEqual({ path, leaf: "*" });
    }
  });

  it("sends a path the registry does not have to the 404 page", () => {
    for (const path of ["/no-such-page", "/blog/7/extra", "/admin-x"]) expect(leaf(path)).toBe("*");
  });
});
