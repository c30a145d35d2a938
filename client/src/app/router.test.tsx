import { screen, waitFor } from "@testing-library/react";
import { siteLayoutMock } from "../testing/fixtures";
import { renderRoutes, signIn } from "../testing/render-routes";
import { routes } from "./router";

const renderAt = (path: string) => renderRoutes(routes, { path, mocks: [siteLayoutMock] });

afterEach(() => localStorage.clear());

describe("routes", () => {
  it("shows an honest placeholder for a page not built yet, inside the site layout", async () => {
    renderAt("/about");
    expect(await screen.findByRole("heading", { name: "About Us" })).toBeInTheDocument();
    expect(screen.getByText("This page is coming soon.")).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("About Us | Test Barbell Club"));
  });

  it("shows the 404 page for an unknown path", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    log.mockRestore();
  });

  it("sends a visitor from /admin to the login page", async () => {
    renderAt("/admin");
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
  });

  it("sends a member who is not an admin to the login page", async () => {
    signIn({ role: "user" });
    renderAt("/admin/users");
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Users" })).not.toBeInTheDocument();
  });

  it("lets an admin in, on the bare admin layout", async () => {
    signIn({ role: "admin" });
    renderAt("/admin/users");
    expect(await screen.findByRole("heading", { name: "Users" })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Chat with us on WhatsApp" })).not.toBeInTheDocument();
  });
});
