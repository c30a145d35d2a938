import type { Page } from "playwright-core";
import { describeInBrowser, pageReady } from "./browser";
import { DESKTOP, PHONE, scrollBy, scrolledTo, appSession } from "./app-session";

/** The element's top edge is on screen, below the sticky header (64px). */
async function topInView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const top = document.querySelector(target)?.getBoundingClientRect().top;
    return top !== undefined && top >= 64 && top < window.innerHeight / 2;
  }, selector);
}

describeInBrowser("moving between public pages", () => {
  const { open, graphql } = appSession();

  it("opens a footer link's page at its top on a phone, and Back returns to the same offset", async () => {
    const page = await open("/", { viewport: PHONE });
    await page.getByRole("heading", { name: "Popular Memberships" }).waitFor();
    const left = await scrollBy(page, 100_000);
    expect(left).toBeGreaterThan(1000);

    await page.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "About" }).click();
    await page.waitForURL(/\/about$/);
    await pageReady(page);
    await scrolledTo(page, 0);
    await page.getByRole("heading", { level: 1, name: "About Iron Warrior Fitness" }).waitFor();
    expect(await topInView(page, "h1")).toBe(true);

    await page.goBack();
    await page.waitForURL(/\/$/);
    await scrolledTo(page, left);
  });

  it("opens a post from Read More at its title, and the mobile menu's pages at their top", async () => {
    const page = await open("/blog", { viewport: PHONE });
    const readMore = page.getByRole("link", { name: /^Read More/ }).last();
    await readMore.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await readMore.click();
    await page.waitForURL(/\/blog\/\d+/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await scrolledTo(page, 0);

    await scrollBy(page, 1500);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(/\/contact$/);
    await scrolledTo(page, 0);
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("takes Choose Plan to that plan on /subscription (%s)", async (_, viewport) => {
    const { plans } = await graphql<{ plans: { id: string; name: string }[] }>("{ plans { id name } }");
    const third = plans[2];
    const page = await open("/", { viewport });
    const choose = page.getByRole("link", { name: `Choose Plan: ${third.name}` });
    await choose.scrollIntoViewIfNeeded();
    await choose.click();
    await page.waitForURL(new RegExp(`/subscription#plan-${third.id}$`));
    const card = `#plan-${third.id}`;
    await page.waitForFunction((target) => {
      const top = document.querySelector(target)?.getBoundingClientRect().top;
      return top !== undefined && top >= 64 && top < window.innerHeight / 2;
    }, card);
    expect(await page.locator(card).getByRole("heading", { name: third.name, exact: true }).isVisible()).toBe(true);
    // Outlined for a moment (the page came from the server: by CSS, :target), then the outline goes.
    const outline = (target: string) =>
      page.evaluate((selector) => {
        const element = document.querySelector(selector)!;
        const running = element.getAnimations().find((animation) => (animation as CSSAnimation).animationName === "plan-highlight");
        return { running: running?.playState === "running", shadow: getComputedStyle(element).boxShadow };
      }, target);
    const first = await outline(card);
    expect(first.running).toBe(true);
    expect(first.shadow).toMatch(/rgba\(249, 115, 22/);
    await page.waitForFunction(
      (target) =>
        document
          .querySelector(target)!
          .getAnimations()
          .every((animation) => animation.playState === "finished"),
      card,
    );
    expect((await outline(card)).shadow).toMatch(/rgba\(\d+, \d+, \d+, 0\)|none/);
    // Only the plan the address names.
    const others = await page.evaluate(
      (selector) => [...document.querySelectorAll(`.plan-offer:not(${selector})`)].filter((e) => e.getAnimations().length).length,
      card,
    );
    expect(others).toBe(0);
  });

  it("scrolls to the element a #fragment names when the page is opened with one", async () => {
    const { plans } = await graphql<{ plans: { id: string }[] }>("{ plans { id } }");
    const last = plans[plans.length - 1];
    const page = await open(`/subscription#plan-${last.id}`, { viewport: PHONE });
    await page.waitForFunction((target) => {
      const top = document.querySelector(target)?.getBoundingClientRect().top;
      return top !== undefined && top >= 64 && top < window.innerHeight / 2;
    }, `#plan-${last.id}`);
  });
});
