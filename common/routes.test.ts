import { disallowedPaths, isCountedPage, matchRoute, sitemapPaths, siteRoutes } from "./routes";

describe("the route registry", () => {
  it("matches every page, with or without a trailing slash, and nothing else", () => {
    expect(matchRoute("/")).toBe(siteRoutes.home);
    expect(matchRoute("/about/")).toBe(siteRoutes.about);
    expect(matchRoute("/blog/12")).toBe(siteRoutes.blogPost);
    expect(matchRoute("/admin/users")).toBe(siteRoutes.adminUsers);
    for (const path of ["/no-such-page", "/blog/1/2", "/admin/nope", "/about.php", "/aboutx"]) {
      expect(matchRoute(path)).toBeUndefined();
    }
  });

  it("lists the public pages in the sitemap and keeps crawlers out of the signed-in areas", () => {
    expect(sitemapPaths).toEqual([
      "/",
      "/about",
      "/blog",
      "/subscription",
      "/contact",
      "/privacy-policy",
      "/terms-conditions",
      "/refund-policy",
    ]);
    expect(disallowedPaths).toEqual(["/admin", "/profile"]);
  });

  it("counts views of public pages only", () => {
    for (const path of ["/", "/about", "/blog", "/blog/7", "/contact/"]) expect(isCountedPage(path)).toBe(true);
    for (const path of ["/login", "/profile", "/admin", "/nope", "/blog/7/x"]) expect(isCountedPage(path)).toBe(false);
  });

  it("names the head title of every page the browser renders alone", () => {
    for (const route of Object.values(siteRoutes)) {
      if (route.audience === "public") expect(route).not.toHaveProperty("title");
      else expect(route).toHaveProperty("title", expect.stringMatching(/\w/));
    }
  });
});
