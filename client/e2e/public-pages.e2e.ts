import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { HtmlValidate, StaticConfigLoader, type ConfigData } from "html-validate";
import path from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { CONTACT_MESSAGES } from "../../common/validation";
import { ADMIN, appSession, DESKTOP, PHONE } from "./app-session";
import { describeInBrowser, pageReady } from "./browser";
import { RENDER_WHEN_NEAR } from "../src/components/ui/render-when-near";

const BENCH = "Five Mistakes Beginners Make on the Bench Press";
const SHARE_HOSTS = /^https:\/\/(www\.facebook\.com|twitter\.com|www\.linkedin\.com)\//;

/** Each public page and what it must show from the seeded data once loaded. */
const PAGES: [string, (page: Page) => Promise<void>][] = [
  [
    "/about",
    async (page) => {
      await page.getByRole("heading", { level: 1, name: "About Iron Warrior Fitness" }).waitFor();
      await page.getByRole("region", { name: "The gym in numbers" }).getByText("Guwahati").waitFor();
    },
  ],
  [
    "/blog",
    async (page) => {
      await page.getByRole("heading", { name: BENCH }).waitFor();
      await page.getByRole("heading", { name: /Training Through the Monsoon/ }).waitFor();
    },
  ],
  [
    "/blog/:bench",
    async (page) => {
      await page.getByRole("heading", { level: 1, name: BENCH }).waitFor();
      await page.getByText("Mistake 2: bouncing the bar off the chest.", { exact: false }).waitFor();
    },
  ],
  [
    "/subscription",
    async (page) => {
      for (const plan of ["STUDENT", "YEARLY", "PT QUARTERLY", "FAMILY PACKAGE"]) {
        await page.getByRole("heading", { level: 2, name: plan, exact: true }).waitFor();
      }
      await page.getByText("Monday – Saturday: 6:00 AM – 10:00 PM; Sunday: Closed.").waitFor();
    },
  ],
  [
    "/contact",
    async (page) => {
      await page.getByRole("link", { name: "hello@ironwarriorfitness.in" }).waitFor();
      await page.getByRole("region", { name: "Opening Hours" }).getByText("Monday – Saturday:").waitFor();
    },
  ],
  ["/privacy-policy", (page) => page.getByRole("heading", { level: 2, name: "What we collect" }).waitFor()],
  ["/terms-conditions", (page) => page.getByRole("heading", { level: 2, name: "Pausing a membership" }).waitFor()],
  ["/refund-policy", (page) => page.getByRole("heading", { level: 2, name: "When you can get a refund" }).waitFor()],
];

const OTHER_PAGES: [string, (page: Page) => Promise<void>][] = [
  ["/", (page) => page.getByRole("heading", { name: "Unleash the Warrior Within" }).waitFor()],
  ["/login", (page) => page.getByRole("button", { name: "Sign In" }).waitFor()],
  ["/signup", (page) => page.getByRole("button", { name: "Create Account" }).waitFor()],
];

describeInBrowser("the public pages in Chromium", () => {
  const { session, newPage, graphql, tokenFor } = appSession();
  let benchId: string;

  beforeAll(async () => {
    const { blogPosts } = await graphql<{ blogPosts: { id: string; title: string }[] }>("{ blogPosts { id title } }");
    benchId = blogPosts.find((post) => post.title === BENCH)!.id;
  });

  async function open(route: string, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await newPage(options);
    // Share pages are answered here (this route is tried before the session's refusal of other hosts) so their popups can load.
    await page.context().route(SHARE_HOSTS, (request) => request.fulfill({ contentType: "text/html", body: "<title>Share</title>" }));
    await page.goto(session.app.url + route.replace(":bench", benchId));
    await pageReady(page);
    return page;
  }

  it.each(PAGES)("shows %s with its data on a phone and a desktop, without sideways scrolling", async (route, shown) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open(route, { viewport });
      await shown(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });

  it("shares a post on LinkedIn and Facebook in popups and copies its link", async () => {
    const page = await open(`/blog/${benchId}`, { permissions: ["clipboard-read", "clipboard-write"] });
    const address = encodeURIComponent(`${session.app.url}/blog/${benchId}`);
    for (const [name, url] of [
      ["Share on LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${address}`],
      ["Share on Facebook", `https://www.facebook.com/sharer/sharer.php?u=${address}`],
    ]) {
      const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name }).click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(url);
      await popup.close();
    }
    await page.getByRole("button", { name: "Copy Link" }).click();
    await page.getByText("Link copied!").waitFor();
    await page.getByText("Blog post link has been copied to clipboard.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${session.app.url}/blog/${benchId}`);
  });

  it("replaces an unknown post's address with /blog", async () => {
    const page = await open("/blog/999999");
    await page.waitForURL(`${session.app.url}/blog`);
    await page.getByRole("heading", { name: BENCH }).waitFor();
    // Replaced, not pushed: Back leaves the site instead of returning to the unknown post.
    await page.goBack();
    expect(page.url()).toBe("about:blank");
  });

  it("links Choose to a WhatsApp chat naming the plan and its price, in a new tab", async () => {
    const page = await open("/subscription");
    const choose = page.getByRole("link", { name: /^Choose YEARLY/ });
    expect(await choose.textContent()).toBe("Choose YEARLY");
    const href = new URL((await choose.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://wa.me/919864012345");
    expect(href.searchParams.get("text")).toMatch(/YEARLY.*₹13,000/);
    expect(await choose.getAttribute("target")).toBe("_blank");
  });

  it("stores a contact message that an admin can read", async () => {
    const page = await open("/contact", { viewport: PHONE });
    await page.getByLabel("First Name").fill("Meera");
    await page.getByLabel("Last Name").fill("Bora");
    await page.getByLabel("Email", { exact: true }).fill("meera@example.com");
    await page.getByLabel("Subject").fill("Evening batch");
    await page.getByLabel("Message", { exact: true }).fill("Is there a ladies' batch after 7 PM?\nThanks.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(CONTACT_MESSAGES.sent).waitFor();
    // The thank-you text takes the form's place; a second message starts from an empty form.
    await page.getByRole("button", { name: "Send another message" }).click();
    expect(await page.getByLabel("First Name").inputValue()).toBe("");

    const { contactMessages } = await graphql<{ contactMessages: object[] }>(
      "{ contactMessages { firstName lastName email phone subject message } }",
      {},
      await tokenFor(ADMIN.email, ADMIN.password),
    );
    expect(contactMessages).toContainEqual({
      firstName: "Meera",
      lastName: "Bora",
      email: "meera@example.com",
      phone: null,
      subject: "Evening batch",
      message: "Is there a ladies' batch after 7 PM?\nThanks.",
    });
  });

  it("stores a Subscribe address once and confirms a repeat the same way", async () => {
    const page = await open("/blog");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await page.getByLabel("Email address").fill("Reader@Example.com");
      await page.getByRole("button", { name: "Subscribe" }).click();
      // The confirmation replaces the box; the box comes back (empty) only when asked for again.
      await page.getByText(CONTACT_MESSAGES.subscribed).waitFor();
      await page.getByRole("button", { name: "Subscribe another address" }).click();
      await page.getByText(CONTACT_MESSAGES.subscribed).waitFor({ state: "detached" });
    }
    const database = new Database(path.join(session.app.dataDir, "gym.sqlite"), { readonly: true });
    const rows = database.prepare("SELECT email FROM newsletter_subscribers").all();
    database.close();
    expect(rows).toEqual([{ email: "reader@example.com" }]);
  });

  it.each([...OTHER_PAGES, ...PAGES])("has no accessibility problems axe can find on %s (phone and desktop)", async (route, shown) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open(route, { viewport });
      await shown(page);
      // axe finds an element's background by hit-testing, which sees a block below the first
      // screen only once it is rendered: every block is rendered for the check, as scrolling would.
      await page.addStyleTag({ content: `.${RENDER_WHEN_NEAR} { content-visibility: visible; }` });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const found = violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map((node) => node.target.join(" ")),
      }));
      expect(found).toEqual([]);
    }
  });

  it.each([...OTHER_PAGES.map(([route]) => route), ...PAGES.map(([route]) => route), "/password-reset", "/no-such-page"])(
    "sends valid HTML for %s (html-validate, with the repository's .htmlvalidate.cjs)",
    async (route) => {
      const response = await fetch(session.app.url + route.replace(":bench", benchId));
      const html = await response.text();
      // The repository's configuration, as the CLI reads it (its own loader needs ES modules in Jest).
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a .cjs file has no types to import
      const config = require("../../.htmlvalidate.cjs") as ConfigData;
      const report = await new HtmlValidate(new StaticConfigLoader(config)).validateString(html, `${route}.html`);
      const problems = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId}: ${message.message} at ${message.selector ?? ""}`),
      );
      expect(problems).toEqual([]);
    },
  );
});
