import type { Page } from "playwright-core";
import { ADMIN, appSession, DESKTOP, fillSignIn, PHONE } from "./app-session";
import { describeInBrowser, pageReady } from "./browser";

describeInBrowser("plan links, policy proposals and blog cards in Chromium", () => {
  const { session, newPage, graphql: graphqlAs, tokenFor } = appSession();
  let token: string;
  const graphql = <T>(query: string, variables: object = {}) => graphqlAs<T>(query, variables, token);

  beforeAll(async () => {
    token = await tokenFor(ADMIN.email, ADMIN.password);
  });

  async function adminAt(path: string, viewport = DESKTOP): Promise<Page> {
    const page = await newPage({ viewport });
    await page.goto(`${session.app.url}/login`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto(session.app.url + path);
    return page;
  }

  it("keeps a plan's default Choose link on the current price and WhatsApp number, in the served HTML and the live page", async () => {
    const page = await adminAt("/admin/subscriptions", PHONE);
    await page.getByRole("button", { name: "Edit MONTHLY" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Plan" });
    const preview = dialog.getByRole("group", { name: "Default Choose link" });
    await preview.getByText("Default: WhatsApp message with the current price and number").waitFor();
    expect(await dialog.getByRole("button", { name: /Generate/ }).count()).toBe(0);
    await dialog.getByLabel("Price").fill("₹1,999");
    await preview.getByText("Hi! I'm interested in the MONTHLY plan (₹1,999 / 1 Month)", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await dialog.waitFor({ state: "detached" });

    await graphql('mutation { updateContactInfo(input: { whatsapp: "+91 90000 11111" }) { id } }');
    const expected = `https://wa.me/919000011111?text=`;
    const message = encodeURIComponent("MONTHLY plan (₹1,999 / 1 Month)");
    const html = await (await fetch(`${session.app.url}/subscription`)).text();
    expect(html).toContain(expected);
    expect(html).toContain(message);

    const visitor = await newPage();
    await visitor.goto(`${session.app.url}/subscription`);
    await pageReady(visitor);
    const href = await visitor.getByRole("link", { name: /^Choose MONTHLY/ }).getAttribute("href");
    expect(href!.startsWith(expected)).toBe(true);
    expect(href).toContain(message);
  });

  it("shows an AI rewrite as changes to accept or discard, and publishes only on Save", async () => {
    const page = await adminAt("/admin/policies");
    await page.getByRole("tab", { name: "Refund Policy" }).click();
    const panel = page.getByRole("tabpanel", { name: "Refund Policy" });
    const content = panel.getByLabel("Content (Markdown)", { exact: true });
    const before = await content.inputValue();
    expect(before).toContain("within 7 days of payment");
    const rewrite = async () => {
      await panel.getByLabel("Instructions for AI Rewrite (optional)").fill("Change the refund window to 14 days. Students get priority.");
      await panel.getByRole("button", { name: "AI Rewrite" }).click();
      return panel.getByRole("region", { name: "Proposed changes" });
    };

    let review = await rewrite();
    await review.locator("ins", { hasText: "14" }).first().waitFor();
    expect(await review.locator("del", { hasText: "7" }).count()).toBeGreaterThan(0);
    expect(await review.getByRole("note").textContent()).toContain("Students get priority");
    expect(await panel.getByRole("button", { name: "Save" }).isDisabled()).toBe(true);
    await review.getByRole("button", { name: "Discard" }).click();
    expect(await content.inputValue()).toBe(before);

    review = await rewrite();
    await review.getByRole("button", { name: "Accept" }).click();
    expect(await content.inputValue()).toContain("within 14 days of payment");
    expect(await content.inputValue()).not.toContain("Students");
    expect(await (await fetch(`${session.app.url}/refund-policy`)).text()).toContain("within 7 days of payment");

    await panel.getByRole("button", { name: "Save" }).click();
    await page.getByText("Refund Policy updated successfully!").first().waitFor();
    expect(await (await fetch(`${session.app.url}/refund-policy`)).text()).toContain("within 14 days of payment");
  });

  it("clamps each admin blog card's excerpt to three whole lines inside the card", async () => {
    await graphql("mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id } }", {
      input: {
        title: "A very long title that wraps over several lines so that the other cards in its row are stretched taller than they need",
        excerpt: `${"Supercalifragilisticexpialidociouslyunbrokenwordthatkeepsgoing".repeat(3)} and then ${"many more words ".repeat(12)}`,
        content: "Body.",
        author: "Coach",
        image: "/favicon.svg",
      },
    });
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await adminAt("/admin/blogs", viewport);
      await page.getByRole("heading", { name: /^A very long title/ }).waitFor();
      const cards = await page.locator("article").evaluateAll((articles) =>
        articles.map((article) => {
          const excerpt = article.querySelector("p.line-clamp-3") as HTMLElement;
          const lineHeight = parseFloat(getComputedStyle(excerpt).lineHeight);
          const actions = article.querySelector("button")!.getBoundingClientRect();
          return {
            lines: excerpt.getBoundingClientRect().height / lineHeight,
            clearOfActions: excerpt.getBoundingClientRect().bottom <= actions.top,
            fitsCard: article.scrollWidth <= article.clientWidth && excerpt.scrollWidth <= excerpt.clientWidth,
          };
        }),
      );
      expect(cards.length).toBe(4);
      for (const card of cards) {
        expect(card.lines).toBeLessThanOrEqual(3.01);
        expect(card).toMatchObject({ clearOfActions: true, fitsCard: true });
      }
    }
  });
});
