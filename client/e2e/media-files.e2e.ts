import path from "node:path";
import type { Browser } from "playwright-core";
import { LocalMediaStorage } from "../../server/src/modules/media/storage/local-storage";
import { startApp, type RunningApp } from "./app-process";
import { describeInBrowser, launchBrowser } from "./browser";

const ITEM = "0123456789abcdef0123";
const PHOTO_KEY = `${ITEM}/w640.1a2b3c4d.png`;
const SVG_KEY = `${ITEM}/image.5e6f7a8b.svg`;
/** A 1x1 PNG. */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/**
 * What the upload's sanitizer removes, stored as if it had slipped through: a script, an event
 * handler, and references to other files, each of which would request a /probe address.
 */
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" onload="location.href='/probe-handler'">
<script>location.href = "/probe-script";</script>
<style>@import url("/probe-style.css");</style>
<image href="/probe-image.png" width="20" height="20"/>
<image href="/media/${PHOTO_KEY}" x="40" width="20" height="20"/>
<rect y="50" width="200" height="150" fill="#c00"/>
</svg>`;

describeInBrowser("library files in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    const storage = new LocalMediaStorage(path.join(app.dataDir, "media"));
    await storage.put(PHOTO_KEY, PHOTO, "image/png");
    await storage.put(SVG_KEY, Buffer.from(HOSTILE_SVG), "image/svg+xml");
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("opens an SVG on its own without running or loading anything in it", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // Chromium reports a request the policy stopped as failed, without it reaching the server.
      const answered: string[] = [];
      const blocked: string[] = [];
      page.on("response", (response) => answered.push(new URL(response.url()).pathname));
      page.on("requestfailed", (request) => blocked.push(`${new URL(request.url()).pathname} ${request.failure()?.errorText}`));
      const response = await page.goto(`${app.url}/media/${SVG_KEY}`);
      expect(response?.status()).toBe(200);
      // Time for a script, a handler or a reference to act, were any allowed to.
      await page.waitForTimeout(1000);
      expect(page.url()).toBe(`${app.url}/media/${SVG_KEY}`);
      expect(answered).toEqual([`/media/${SVG_KEY}`]);
      expect(blocked.sort()).toEqual([`/media/${PHOTO_KEY}`, "/probe-image.png", "/probe-style.css"].map((pathname) => `${pathname} csp`));
    } finally {
      await context.close();
    }
  });

  it("shows a stored photo at its URL", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const response = await page.goto(`${app.url}/media/${PHOTO_KEY}`);
      expect(response?.headers()["content-type"]).toBe("image/png");
      const size = await page.locator("img").evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      expect(size).toEqual([1, 1]);
    } finally {
      await context.close();
    }
  });
});
