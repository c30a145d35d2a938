import type { Page } from "playwright-core";
import { toGymDateTimeInput } from "../../common/publication";
import { ADMIN, appSession, DESKTOP, fillSignIn, PHONE } from "./app-session";
import { describeInBrowser, pageReady } from "./browser";

const POST = { excerpt: "Prepared ahead, live on time.", image: "/images/blog-bench.jpg", content: "Warm up, then squat." };

describeInBrowser("drafts, scheduled posts and preview links in Chromium", () => {
  const { session, newPage, open } = appSession();

  async function adminAt(path: string, viewport = DESKTOP): Promise<Page> {
    const page = await newPage({ viewport });
    await page.goto(`${session.app.url}/login`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto(session.app.url + path);
    return page;
  }

  /** Writes a new post in the panel and keeps it as a draft; returns its open Edit dialog. */
  async function draftPost(page: Page, title: string) {
    await page.getByRole("button", { name: "Add New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Post" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Excerpt").fill(POST.excerpt);
    await dialog.getByLabel("Image URL").fill(POST.image);
    await dialog.getByLabel("Content", { exact: true }).fill(POST.content);
    await dialog.getByRole("button", { name: "Save draft" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    return page.getByRole("dialog", { name: "Edit Post" });
  }

  const blogTitles = async () => {
    const visitor = await open("/blog");
    return visitor.getByRole("heading", { level: 2 }).allTextContents();
  };

  it("publishes a scheduled post by itself: a visitor's /blog, its served HTML, the home page and the sitemap show it after its moment", async () => {
    const page = await adminAt("/admin/blogs", PHONE);
    const dialog = await draftPost(page, "Ready When You Are");
    await dialog.getByText("Draft", { exact: true }).waitFor();
    // The next whole minute at the gym (a datetime input has no seconds), at least 5 s ahead.
    const moment = new Date(Math.ceil((Date.now() + 5000) / 60_000) * 60_000);
    await dialog.getByLabel("Go live at (IST, gym time)").fill(toGymDateTimeInput(moment));
    await dialog.getByRole("button", { name: "Schedule" }).click();
    await dialog.getByText(/^Scheduled · /).waitFor();

    expect(await blogTitles()).not.toContain("Ready When You Are");
    expect(await (await fetch(`${session.app.url}/blog`)).text()).not.toContain("Ready When You Are");
    expect(await (await fetch(`${session.app.url}/`)).text()).not.toContain("Ready When You Are");
    const sitemapBefore = await (await fetch(`${session.app.url}/sitemap.xml`)).text();

    await new Promise((resolve) => setTimeout(resolve, moment.getTime() - Date.now() + 1500));
    expect(await blogTitles()).toContain("Ready When You Are");
    expect(await (await fetch(`${session.app.url}/blog`)).text()).toContain("Ready When You Are");
    // The home page's "From the Blog" leads with it too.
    expect(await (await fetch(`${session.app.url}/`)).text()).toContain("Ready When You Are");
    const sitemapAfter = await (await fetch(`${session.app.url}/sitemap.xml`)).text();
    expect(sitemapAfter.split("<url>").length).toBe(sitemapBefore.split("<url>").length + 1);
  }, 120_000);

  it("shows a draft only through its preview link, on the real page, noindex, and refuses a forged link", async () => {
    const page = await adminAt("/admin/blogs");
    const dialog = await draftPost(page, "Not Yet Public");
    await dialog.getByRole("button", { name: "Copy preview link" }).click();
    const link = await dialog.getByRole("link", { name: /preview=/ }).getAttribute("href");
    expect(link).toMatch(/\/blog\/\d+\?preview=/);
    const path = new URL(link!).pathname;

    expect(await blogTitles()).not.toContain("Not Yet Public");
    const plain = await fetch(session.app.url + path, { redirect: "manual" });
    expect(plain.status).toBe(302);

    const colleague = await newPage({ viewport: PHONE });
    const response = await colleague.goto(link!.replace(new URL(link!).origin, session.app.url));
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    expect(response!.headers()["x-robots-tag"]).toBe("noindex");
    await pageReady(colleague);
    await colleague.getByRole("heading", { level: 1, name: "Not Yet Public" }).waitFor();
    expect(await colleague.locator('meta[name="robots"]').first().getAttribute("content")).toBe("noindex");

    const forged = await newPage();
    const refused = await forged.goto(`${session.app.url}${path}?preview=post.1.9999999999.${"A".repeat(43)}`);
    expect(refused!.status()).toBe(403);
    await forged.getByText("This preview link has expired; ask for a new one").waitFor();
    expect(await forged.getByText("Not Yet Public").count()).toBe(0);
  });
});
