import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as ReactRouter from "react-router-dom";
import { mainNav, paths } from "../../config/paths";
import * as IslandsRouter from "./react-router-dom";

type Api = Pick<typeof ReactRouter, "Link" | "NavLink">;

/** What the server renders, with React Router at `at`, and what an island renders on that page. */
function bothAt(at: string, render: (api: Api) => ReactElement): [server: string, island: string] {
  window.history.replaceState(null, "", at);
  const server = renderToStaticMarkup(<ReactRouter.StaticRouter location={at}>{render(ReactRouter)}</ReactRouter.StaticRouter>);
  const island = renderToStaticMarkup(<IslandsRouter.Router>{render(IslandsRouter)}</IslandsRouter.Router>);
  return [server, island];
}

afterAll(() => window.history.replaceState(null, "", "/"));

describe("the islands' react-router-dom", () => {
  it.each(["/", "/about", "/blog", "/blog/3", "/Blog/3/", "/subscription", "/contact", "/login"])(
    "marks the current one of the main links as React Router does, at %s",
    (at) => {
      const [server, island] = bothAt(at, ({ NavLink }) => (
        <ul>
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.home} className={({ isActive }) => (isActive ? "here" : "there")}>
                {item.label}
              </NavLink>
              <NavLink to={item.to}>{({ isActive }) => (isActive ? `${item.label} (here)` : item.label)}</NavLink>
              <NavLink
                to={item.to}
                className="link"
                aria-current="location"
                caseSensitive
                style={({ isActive }) => ({ fontWeight: isActive ? 800 : 400 })}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ));
      expect(island).toBe(server);
      // Each page of the five is marked; a page outside them marks none.
      expect(island.includes('aria-current="')).toBe(at !== "/login");
    },
  );

  it.each([
    ["a path", paths.subscription],
    ["a path and fragment", "/subscription#plan-9"],
    ["a path with a query", "/blog?page=2"],
    ["a path given in parts", { pathname: "/blog", search: "page=2", hash: "top" }],
    ["another site", "https://wa.me/919876543210"],
    ["a protocol-relative address", "//example.com/x"],
    ["a mail address", "mailto:hello@example.com"],
  ])("writes a link to %s as React Router does", (_what, to) => {
    const [server, island] = bothAt("/blog/3", ({ Link }) => (
      <p>
        <Link to={to} className="button" aria-label="Go" target="_blank" rel="noreferrer">
          Go
        </Link>
        <Link to={to} discover="none" replace state={{ from: "here" }} prefetch="intent" preventScrollReset>
          Go
        </Link>
      </p>
    ));
    expect(island).toBe(server);
  });

  it("gives the page's own address as the location", () => {
    window.history.replaceState(null, "", "/blog/3?ref=mail#comments");
    expect(IslandsRouter.useLocation()).toMatchObject({ pathname: "/blog/3", search: "?ref=mail", hash: "#comments" });
  });

  it("writes a path from its parts as React Router does", () => {
    for (const parts of [
      {},
      { pathname: "/a" },
      { pathname: "/a", search: "?", hash: "#" },
      { search: "q=1", hash: "x" },
      { pathname: "/a", search: "?q=1", hash: "#x" },
    ])
      expect(IslandsRouter.createPath(parts)).toBe(ReactRouter.createPath(parts));
  });
});
