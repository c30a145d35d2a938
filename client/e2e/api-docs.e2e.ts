import type { Browser, BrowserContext, Page } from "playwright-core";
import { startApp, type RunningApp } from "./app-process";
import { describeInBrowser, launchBrowser } from "./browser";

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; summary: string }>>;
}

describeInBrowser("the REST API reference at /api/docs", () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  let externalRequests: string[];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    expect(await app?.stop()).toBe(0);
  });
  afterEach(async () => {
    await context?.close();
  });

  async function open(viewport: { width: number; height: number }) {
    context = await browser.newContext({ viewport });
    context.setDefaultTimeout(15_000);
    problems = [];
    externalRequests = [];
    // It must work offline: every asset comes from this server.
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
      externalRequests.push(route.request().url());
      return route.abort();
    });
    page = await context.newPage();
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    // A script or style the Content-Security-Policy refuses shows up as a console error.
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    const response = await page.goto(`${app.url}/api/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
  }

  it.each([
    ["a phone", { width: 390, height: 844 }],
    ["a desktop", { width: 1366, height: 900 }],
  ])("shows every operation of the document on %s, with no console errors or outside requests", async (_name, viewport) => {
    await open(viewport);
    const document = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as OpenApiDocument;
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    await page.locator(".opblock").first().waitFor();
    expect(await page.locator(".opblock").count()).toBe(operations.length);
    for (const operation of operations) {
      await page.locator(".opblock-summary-description", { hasText: operation.summary }).first().waitFor();
    }
    expect(problems).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it("runs an operation from the page against this server", async () => {
    await open({ width: 1366, height: 900 });
    const operation = page.locator(".opblock").filter({ hasText: "/auth/verify-email" });
    await operation.locator(".opblock-summary").click();
    await operation.getByRole("button", { name: "Try it out" }).click();
    await operation.getByRole("button", { name: "Execute" }).click();
    const answer = operation.locator(".live-responses-table .response");
    await answer.locator(".response-col_status", { hasText: "200" }).waitFor();
    await answer.getByText('"status": "invalid"').waitFor();
    expect(problems).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
});
