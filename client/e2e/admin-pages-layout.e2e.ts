import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { paths } from "../src/config/paths";
import { startApp, type RunningApp } from "./app-process";
import { describeInBrowser, launchBrowser } from "./browser";

const ADMIN = { email: "owner@example.com", password: "owner-secret" };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const ADMIN_PAGES = Object.values(paths.admin);

describeInBrowser("every admin page on a phone and a desktop, in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedInAdmin(device: typeof PHONE | typeof DESKTOP): Promise<Page> {
    const context = await browser.newContext(device);
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    return page;
  }

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)("fits the %s's width and has no accessibility problems axe can find", async (_name, device) => {
    const page = await signedInAdmin(device);
    const problems: Record<string, unknown> = {};
    for (const path of ADMIN_PAGES) {
      await page.goto(app.url + path);
      await page.waitForLoadState("networkidle");
      await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
      // Against the device's width: a phone widens its layout viewport (innerWidth) to fit what overflows.
      const overflow = await page.evaluate((width) => document.documentElement.scrollWidth - width, device.viewport.width);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
      if (overflow > 0) found.push(`${overflow}px wider than the screen`);
      if (found.length) problems[path] = found;
    }
    await page.context().close();
    expect(problems).toEqual({});
  }, 120_000);

  it("keeps a policy's AI proposal, its toast and its preview readable and reachable by keyboard on a phone", async () => {
    const page = await signedInAdmin(PHONE);
    await page.goto(`${app.url}${paths.admin.policies}`);
    await page.getByRole("tab", { name: "Privacy Policy" }).click();
    const panel = page.getByRole("tabpanel", { name: "Privacy Policy" });
    await panel.getByLabel("Instructions for AI Rewrite (optional)").fill("Our contact email is privacy@example.com and mention we accept UPI payments.");
    await panel.getByRole("button", { name: "AI Rewrite" }).click();
    const review = panel.getByRole("region", { name: "Proposed changes" });
    await review.waitFor();
    await page.getByText("AI suggestion ready").waitFor();
    await page.waitForTimeout(500); // the toast's slide-in: measure its settled colours
    const found = (await new AxeBuilder({ page }).analyze()).violations.map((violation) => `review ${violation.id}: ${violation.nodes[0].html}`);

    await review.getByRole("button", { name: "Accept" }).click();
    await panel.getByRole("button", { name: "Preview" }).click();
    await panel.getByText("privacy@example.com").first().waitFor();
    const preview = await new AxeBuilder({ page }).include("main").analyze();
    found.push(...preview.violations.map((violation) => `preview ${violation.id}: ${violation.nodes[0].html}`));
    expect(found).toEqual([]);
    await page.context().close();
  }, 60_000);
});
