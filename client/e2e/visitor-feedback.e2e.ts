import { CONTACT_MESSAGES } from "../../common/validation";
import type { Page } from "playwright-core";
import { describeInBrowser, pageReady } from "./browser";
import { ADMIN, adminCode, boxOf, DESKTOP, overlaps, PHONE, scrollBy, appSession } from "./app-session";

const MEMBER = { name: "Riya Kalita", email: "riya@example.com", password: "riya-secret" };

/** Fills the contact form with a real-looking enquiry and sends it. */
async function sendContactForm(page: Page): Promise<void> {
  await page.getByLabel("First Name").fill("Meera");
  await page.getByLabel("Last Name").fill("Bora");
  await page.getByLabel("Email", { exact: true }).fill("meera@example.com");
  await page.getByLabel("Subject").fill("Evening batch");
  await page.getByLabel("Message", { exact: true }).fill("Is there a ladies' batch after 7 PM?");
  await page.getByRole("button", { name: "Send Message" }).click();
}

describeInBrowser("feedback and floating controls on the public pages", () => {
  const { session, open, graphql } = appSession();

  beforeAll(async () => {
    await graphql("mutation ($input: SignupInput!) { signup(input: $input) { token } }", { input: { ...MEMBER, acceptPolicies: true } });
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("shows the sign-in toast clear of every header control and the chat button, in the page's font (%s)", async (_, viewport) => {
    const page = await open("/login", { viewport });
    await page.getByLabel("Email").fill(MEMBER.email);
    await page.getByLabel("Password", { exact: true }).fill(MEMBER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Logged in successfully!" });
    await toast.waitFor();
    await page.waitForURL(`${session.app.url}/`);
    await pageReady(page);
    // Sonner slides the toast in; measure where it comes to rest.
    await page.waitForTimeout(600);
    const toastBox = (await boxOf(toast))!;
    const controls = page.locator("header").locator("a, button");
    for (const control of await controls.all()) {
      const box = await boxOf(control);
      if (box) expect(overlaps(toastBox, box)).toBe(false);
    }
    const chat = await boxOf(page.getByRole("link", { name: "Chat with us on WhatsApp" }));
    expect(chat).not.toBeNull();
    expect(overlaps(toastBox, chat!)).toBe(false);
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(viewport.height);
    const fonts = await page.evaluate(() => [
      getComputedStyle(document.querySelector("[data-sonner-toast]")!).fontFamily,
      getComputedStyle(document.body).fontFamily,
    ]);
    expect(fonts[0]).toBe(fonts[1]);
  });

  it("replaces the contact form on a phone with the thank-you text, in view and focused", async () => {
    const page = await open("/contact", { viewport: PHONE });
    await sendContactForm(page);
    const thanks = page.getByRole("status").filter({ hasText: CONTACT_MESSAGES.sent });
    await thanks.waitFor();
    expect(await page.getByLabel("First Name").count()).toBe(0);
    await page.waitForFunction(() => document.activeElement?.textContent?.includes("Thank you for your message!"));
    await page.waitForFunction(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 64 && box.bottom <= window.innerHeight;
    });
  });

  it("shows the contact form's refusal (the send limit) on a phone in view and focused, not above the screen", async () => {
    const page = await open("/contact", { viewport: PHONE });
    const refusal = page.getByRole("alert").filter({ hasText: "Too many attempts" });
    const again = page.getByRole("button", { name: "Send another message" });
    // Sends until the per-visitor limit answers (other tests may have used some of it).
    for (let sent = 0; sent < 10 && (await refusal.count()) === 0; sent += 1) {
      if (await again.count()) await again.click();
      await sendContactForm(page);
      await again.or(refusal).waitFor();
    }
    await refusal.waitFor();
    await page.waitForFunction(() => {
      const focused = document.activeElement!;
      const box = focused.getBoundingClientRect();
      return focused.getAttribute("role") === "alert" && box.top >= 64 && box.bottom <= window.innerHeight;
    });
  });

  it("confirms a blog subscription on a phone in view and focused", async () => {
    const page = await open("/blog", { viewport: PHONE });
    await page.getByLabel("Email address").fill("reader@example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("status").filter({ hasText: CONTACT_MESSAGES.subscribed }).waitFor();
    await page.waitForFunction(() => {
      const focused = document.activeElement!;
      const box = focused.getBoundingClientRect();
      return focused.textContent?.includes("Thanks for subscribing") && box.top >= 64 && box.bottom <= window.innerHeight;
    });
  });

  it("hides the chat button on sign-up, where the confirm-password toggle stays uncovered", async () => {
    const page = await open("/contact", { viewport: PHONE });
    const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    await chat.waitFor();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Sign Up" }).click();
    await page.waitForURL(/\/signup$/);
    await page.getByRole("button", { name: "Create Account" }).waitFor();
    expect(await chat.count()).toBe(0);
    const toggles = page.getByRole("button", { name: /show password/i });
    const toggle = toggles.last();
    await toggle.scrollIntoViewIfNeeded();
    const box = (await boxOf(toggle))!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label"),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toMatch(/show password/i);
  });

  it("hides the chat button while a phone's keyboard is up, and leaves room for it below the footer", async () => {
    const page = await open("/contact", { viewport: PHONE, hasTouch: true, isMobile: true });
    const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    await chat.waitFor();
    // Tapped, as a visitor would: that waits until the form is live (its fields are disabled before).
    await page.getByLabel("First Name").tap();
    await chat.waitFor({ state: "detached" });
    await page.getByLabel("First Name").blur();
    await chat.waitFor();

    await scrollBy(page, 100_000);
    const button = (await boxOf(chat))!;
    for (const text of await page.locator("footer").locator("a, p").all()) {
      const box = await boxOf(text);
      if (box) expect(overlaps(box, button)).toBe(false);
    }
  });

  it("shows a fallback, not a broken image, for images that do not load", async () => {
    const { login } = await graphql<{ login: { token: string } }>("mutation ($input: LoginInput!) { login(input: $input) { token } }", {
      input: { email: ADMIN.email, password: ADMIN.password, otp: adminCode() },
    });
    const broken = `${session.app.url}/images/missing.jpg`;
    await graphql(
      `
        mutation ($image: String!) {
          updateHero(input: { image: $image }) {
            id
          }
          updateAbout(input: { image: $image }) {
            id
          }
          updateSiteSettings(input: { logo: $image, footerLogo: $image }) {
            siteName
          }
        }
      `,
      { image: broken },
      login.token,
    );
    const { blogPosts } = await graphql<{ blogPosts: { id: string; title: string; excerpt: string; content: string; author: string }[] }>(
      "{ blogPosts { id title excerpt content author } }",
    );
    const [post] = blogPosts;
    await graphql(
      "mutation ($id: ID!, $input: BlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }",
      { id: post.id, input: { title: post.title, excerpt: post.excerpt, content: post.content, author: post.author, image: broken } },
      login.token,
    );

    for (const [route, fallbacks] of [
      ["/", 2],
      ["/about", 3],
      [`/blog/${post.id}`, 3],
      ["/blog", 3],
    ] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await open(route, { viewport });
        // Server-rendered, the images failed before the page was live; by now each has given way.
        const brokenImages = await page.evaluate(() =>
          [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
        );
        expect(brokenImages).toEqual([]);
        // The header and footer logos, and the about picture or the post's cover.
        expect(await page.locator("[data-image-fallback]").count()).toBeGreaterThanOrEqual(fallbacks);
      }
    }
    // An image that fails once the page is live gives way too: the footer's logo, lazy, loads
    // only when the visitor scrolls near it.
    const home = await open("/", { viewport: PHONE });
    await scrollBy(home, 100_000);
    await home.locator("footer [data-image-fallback]").waitFor();
    expect(await home.locator("footer img").count()).toBe(0);
    // The cover's fallback keeps the picture's 1200x630 shape, so nothing below it moves.
    const page = await open(`/blog/${post.id}`, { viewport: DESKTOP });
    const cover = (await boxOf(page.locator("article [data-image-fallback]").first()))!;
    expect(Math.abs(cover.width / cover.height - 40 / 21)).toBeLessThan(0.02);
  });
});
