import type { Page } from "playwright-core";
import { ADMIN, appSession, fillSignIn } from "./app-session";
import { describeInBrowser } from "./browser";

type Head = Record<string, string[]>;

/**
 * Every managed tag of a document's head, by key, with all the values found: a key with two
 * values is a duplicate. JSON-LD blocks are counted by their @type wherever they are.
 */
function readHead(html: string | null): Head {
  const doc = html === null ? document : new DOMParser().parseFromString(html, "text/html");
  const head: Head = {};
  const add = (key: string, value: string) => (head[key] ??= []).push(value);
  for (const el of doc.head.querySelectorAll("title")) add("title", el.textContent ?? "");
  for (const el of doc.head.querySelectorAll('link[rel="canonical"]')) add("canonical", el.getAttribute("href") ?? "");
  for (const el of doc.head.querySelectorAll("meta[name], meta[property]")) {
    const key = el.getAttribute("property") ?? el.getAttribute("name") ?? "";
    if (/^(description|robots|og:|twitter:)/.test(key)) add(key, el.getAttribute("content") ?? "");
  }
  // The hero's preloads (issue 15), one per media query: the phone crop and the wide set.
  for (const el of doc.head.querySelectorAll('link[rel="preload"][as="image"][imagesrcset]')) {
    add(`preload:${el.getAttribute("media") ?? "all"}`, el.getAttribute("imagesrcset") ?? "");
  }
  for (const el of doc.querySelectorAll('script[type="application/ld+json"]')) {
    add(`json-ld:${(JSON.parse(el.textContent ?? "{}") as { "@type"?: string })["@type"]}`, el.textContent ?? "");
  }
  return head;
}

const onlyOnce = (head: Head) =>
  Object.entries(head)
    .filter(([, values]) => values.length !== 1)
    .map(([key]) => key);

describeInBrowser("page heads", () => {
  const { session, open, graphql } = appSession();

  const publicRoutes = async () => {
    const { blogPosts } = await graphql<{ blogPosts: { id: string }[] }>("{ blogPosts { id } }");
    return [
      "/",
      "/about",
      "/blog",
      `/blog/${blogPosts[0].id}`,
      "/subscription",
      "/contact",
      "/privacy-policy",
      "/terms-conditions",
      "/refund-policy",
      "/no-such-page",
    ];
  };

  const liveHead = (page: Page) => page.evaluate(readHead, null);

  it("sends every public page with the head the page shows once hydrated, each tag once", async () => {
    for (const route of await publicRoutes()) {
      const html = await (await fetch(session.app.url + route)).text();
      const page = await open(route);
      const served = await page.evaluate(readHead, html);
      expect({ route, duplicates: onlyOnce(served) }).toEqual({ route, duplicates: [] });
      expect({ route, head: await liveHead(page) }).toEqual({ route, head: served });
      expect(served.title).toHaveLength(1);
      expect(served.description).toHaveLength(1);
      expect(served.canonical).toEqual([session.app.url + route]);
      expect(served["og:image:width"]).toEqual(["1200"]);
      expect(served.robots).toEqual(route === "/no-such-page" ? ["noindex"] : undefined);
    }
  });

  it("declares one JSON-LD block of the page's kind: the gym, the plans, the post", async () => {
    const [, , , post] = await publicRoutes();
    const kinds = async (route: string) => Object.keys(await liveHead(await open(route))).filter((key) => key.startsWith("json-ld:"));
    expect(await kinds("/")).toEqual(["json-ld:ExerciseGym"]);
    expect(await kinds("/subscription")).toEqual(["json-ld:OfferCatalog"]);
    expect(await kinds(post)).toEqual(["json-ld:BlogPosting"]);
    expect(await kinds("/about")).toEqual([]);
  });

  it("keeps one of each tag after moving between pages in the browser", async () => {
    const page = await open("/");
    for (const [link, title] of [
      ["About", /^About Us \|/],
      ["Blog", /^Blog \|/],
      ["Home", /Gym in/],
    ] as const) {
      await page.getByRole("navigation").first().getByRole("link", { name: link, exact: true }).click();
      await page.waitForFunction((source) => new RegExp(source).test(document.title), title.source);
      const head = await liveHead(page);
      expect({ link, duplicates: onlyOnce(head) }).toEqual({ link, duplicates: [] });
      expect(head.canonical).toEqual([await page.evaluate(() => location.href)]);
    }
  });

  it("heads a page the browser renders alone from the same declaration, kept out of search results", async () => {
    const html = await (await fetch(`${session.app.url}/login`)).text();
    const page = await open("/login");
    const served = await page.evaluate(readHead, html);
    expect(served.title).toEqual(["Sign In | Iron Warrior Fitness"]);
    expect(served.robots).toEqual(["noindex"]);
    expect(await liveHead(page)).toEqual(served);
  });

  it("keeps each tag once for a signed-in visitor, whose header changes right after hydration", async () => {
    const page = await open("/login");
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname !== "/login");
    for (const route of ["/about", "/subscription", "/"]) {
      await page.goto(session.app.url + route);
      await page.getByRole("button", { name: "Logout" }).first().waitFor();
      await page.waitForLoadState("networkidle");
      const head = await liveHead(page);
      expect({ route, duplicates: onlyOnce(head) }).toEqual({ route, duplicates: [] });
    }
  });
});
