import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { paths } from "../src/config/paths";
import { ADMIN, appSession, fillSignIn } from "./app-session";
import { describeInBrowser } from "./browser";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const ADMIN_PAGES = Object.values(paths.admin);

describeInBrowser("every admin page on a phone and a desktop, in Chromium", () => {
  const { session, newPage } = appSession();

  async function signedInAdmin(device: typeof PHONE | typeof DESKTOP): Promise<Page> {
    const page = await newPage(device);
    await page.goto(`${session.app.url}/login`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname !== "/login");
    return page;
  }

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "fits the %s's width and has no accessibility problems axe can find",
    async (_name, device) => {
      const page = await signedInAdmin(device);
      const problems: Record<string, unknown> = {};
      for (const path of ADMIN_PAGES) {
        await page.goto(session.app.url + path);
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
    },
    120_000,
  );

  it("keeps a policy's AI proposal, its toast and its preview readable and reachable by keyboard on a phone", async () => {
    const page = await signedInAdmin(PHONE);
    await page.goto(`${session.app.url}${paths.admin.policies}`);
    await page.getByRole("tab", { name: "Privacy Policy" }).click();
    const panel = page.getByRole("tabpanel", { name: "Privacy Policy" });
    await panel
      .getByLabel("Instructions for AI Rewrite (optional)")
      .fill("Our contact email is privacy@example.com and mention we accept UPI payments.");
    await panel.getByRole("button", { name: "AI Rewrite" }).click();
    const review = panel.getByRole("region", { name: "Proposed changes" });
    await review.waitFor();
    await page.getByText("AI suggestion ready").waitFor();
    await page.waitForTimeout(500); // the toast's slide-in: measure its settled colours
    const found = (await new AxeBuilder({ page }).analyze()).violations.map(
      (violation) => `review ${violation.id}: ${violation.nodes[0].html}`,
    );

    await review.getByRole("button", { name: "Accept" }).click();
    await panel.getByRole("tab", { name: "Preview" }).click();
    await panel.getByRole("region", { name: "Preview: Content (Markdown)" }).getByText("privacy@example.com").first().waitFor();
    const preview = await new AxeBuilder({ page }).include("main").analyze();
    found.push(...preview.violations.map((violation) => `preview ${violation.id}: ${violation.nodes[0].html}`));
    expect(found).toEqual([]);
    await page.context().close();
  }, 60_000);
});
