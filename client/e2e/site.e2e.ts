import type { Browser, BrowserContext, Page } from "playwright-core";
import { startApp, type RunningApp } from "./app-process";
import { describeInBrowser, launchBrowser, pageReady } from "./browser";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describeInBrowser("the public site in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const externalRequests: string[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    const exitCode = await app?.stop();
    expect(exitCode).toBe(0);
  });

  async function open(path: string, viewport = DESKTOP) {
    context = await browser.newContext({ viewport });
    // The site must work offline: fail loudly on any request that leaves the machine.
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
      externalRequests.push(route.request().url());
      return route.abort();
    });
    context.setDefaultTimeout(10_000);
    page = await context.newPage();
    const response = await page.goto(app.url + path);
    if (path !== "/graphql") await pageReady(page); // the playground is not a site page
    return response!;
  }
  afterEach(async () => {
    await context?.close();
  });

  it("shows the seeded hero, the three cheapest plans and the full footer on the home page", async () => {
    const response = await open("/");
    expect(response.status()).toBe(200);
    await page.getByRole("heading", { name: "Unleash the Warrior Within" }).waitFor();
    await expect(page.getByRole("link", { name: "View Memberships" }).getAttribute("href")).resolves.toBe("/subscription");
    await expect(page.getByRole("link", { name: "Contact Us" }).first().getAttribute("href")).resolves.toBe("/contact");
    expect(await page.getByRole("link", { name: "Choose Plan" }).count()).toBe(3);
    for (const name of ["STUDENT", "MONTHLY", "COUPLE PACKAGE"]) {
      await page.getByRole("heading", { name, exact: true }).waitFor();
    }
    expect(await page.getByText("YEARLY", { exact: true }).count()).toBe(0);
    await expect(page.getByRole("link", { name: "View All Memberships" }).getAttribute("href")).resolves.toBe("/subscription");
    await expect(page.getByRole("link", { name: "Join Now" }).getAttribute("href")).resolves.toBe("/signup");

    const footer = page.locator("footer");
    await footer.getByText("Trade Licence No. GMC/TL/2019/04821").waitFor();
    await footer.getByText("Strength, stamina and community in the heart of Guwahati.").waitFor();
    for (const legal of ["Privacy Policy", "Terms & Conditions", "Refund Policy"]) {
      await footer.getByRole("link", { name: legal }).waitFor();
    }
    // The footer is laid out (and so has its innerText) once it comes near the screen, as a visitor scrolls.
    await footer.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
    expect(await footer.innerText()).toContain("© Iron Warrior Fitness. All rights reserved.");
    expect(await footer.innerText()).not.toContain("Made in Guwahati");
    expect(await page.getByRole("link", { name: "Back to Home" }).count()).toBe(0);
    expect(externalRequests).toEqual([]);
  });

  it("opens and closes the mobile menu and navigates from it", async () => {
    await open("/", PHONE);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const about = page.getByRole("navigation").getByRole("link", { name: "About" }).last();
    await about.click();
    await page.waitForURL(`${app.url}/about`);
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${app.url}/`);
  });

  it("offers a WhatsApp chat button built from the contact number", async () => {
    await open("/contact", PHONE);
    const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    const href = await chat.getAttribute("href");
    expect(href).toMatch(/^https:\/\/wa\.me\/919864012345(\?text=.+)?$/);
    expect(await chat.getAttribute("target")).toBe("_blank");
    expect(await chat.isVisible()).toBe(true);
  });

  it("shows the 404 page with HTTP 404 for an unknown path, and returns home", async () => {
    const response = await open("/nope");
    expect(response.status()).toBe(404);
    await page.getByText("Oops! Page not found").waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.getByRole("heading", { name: "Unleash the Warrior Within" }).waitFor();
  });

  it("serves a self-hosted GraphQL playground that runs queries", async () => {
    const response = await open("/graphql");
    expect(response.status()).toBe(200);
    await page.locator(".graphiql-container").waitFor();
    // The editor is ready once it shows the default query and the schema has loaded.
    await page.locator(".graphiql-query-editor").getByText("HomePage").waitFor();
    const answered = () =>
      page.evaluate(() => !!document.querySelector(".graphiql-response")?.textContent?.includes("Unleash the Warrior Within"));
    for (let attempt = 0; attempt < 10 && !(await answered()); attempt++) {
      await page.getByRole("button", { name: /Execute query/i }).click();
      await page.waitForTimeout(500);
    }
    expect(await answered()).toBe(true);
    expect(externalRequests).toEqual([]);
  });
});
