import sharp from "sharp";
import type { Page } from "playwright-core";
import { appSession, DESKTOP, PHONE } from "./app-session";
import { describeInBrowser } from "./browser";

/** A stored variant's address: /media/<item key>/<name>.<hash>.<ext> (contract of issue 15). */
const VARIANT = /\/media\/[0-9a-f]{20}\/(\w+)\.[0-9a-f]{8}\.(avif|webp|jpg|png|svg)$/;

interface ImagePreload {
  media: string | null;
  type: string | null;
  imagesrcset: string | null;
  imagesizes: string | null;
  fetchpriority: string | null;
}

/** The image preloads in the <head> of a document as the server sent it. */
function headPreloads(html: string): ImagePreload[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    media: link.getAttribute("media"),
    type: link.getAttribute("type"),
    imagesrcset: link.getAttribute("imagesrcset"),
    imagesizes: link.getAttribute("imagesizes"),
    fetchpriority: link.getAttribute("fetchpriority"),
  }));
}

/** Every image response of the page: its address's variant name and its content type. */
function recordImages(page: Page) {
  const images: { url: string; variant: string; type: string }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "image") return;
    const url = new URL(response.url()).pathname;
    images.push({ url, variant: VARIANT.exec(url)?.[1] ?? url, type: response.headers()["content-type"] ?? "" });
  });
  return images;
}

/** Collects layout shifts from the first paint on, as Lighthouse's CLS counts them. */
const watchLayoutShifts = () => {
  const shifts: number[] = [];
  (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: "layout-shift", buffered: true });
};

/** Resolves once every image on the page that is meant to show has finished loading. */
const imagesSettled = (page: Page) =>
  page.waitForFunction(() => [...document.images].filter((image) => image.loading !== "lazy").every((image) => image.complete));

describeInBrowser("library images on public pages", () => {
  const { session, newPage, graphql } = appSession();

  const firstPost = async () => (await graphql<{ blogPosts: { id: string }[] }>("{ blogPosts { id } }")).blogPosts[0].id;

  it("preloads the home page's hero from the server's <head>: the phone crop and the wide set, AVIF first", async () => {
    const html = await (await fetch(`${session.app.url}/`)).text();
    const page = await newPage();
    const preloads = await page.evaluate(headPreloads, html);
    const phone = preloads.find((preload) => preload.media === "(max-width: 640px)");
    const wide = preloads.find((preload) => preload.media === "(min-width: 641px)");
    for (const [preload, crop] of [
      [phone, "p"],
      [wide, "w"],
    ] as const) {
      expect(preload).toMatchObject({ type: "image/avif", imagesizes: "100vw", fetchpriority: "high" });
      const candidates = preload!.imagesrcset!.split(", ").map((candidate) => candidate.split(" ")[0]);
      expect(candidates.length).toBeGreaterThan(0);
      for (const url of candidates) expect(url).toMatch(new RegExp(`/${crop}\\d+\\.[0-9a-f]{8}\\.avif$`));
    }
    // Before the stylesheet and the scripts, so the browser asks for the image first.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf("<script"));
  });

  it("gives a 390 px phone the hero's AVIF portrait crop and no JPEG at all", async () => {
    const page = await newPage({ viewport: PHONE, deviceScaleFactor: 3 });
    const images = recordImages(page);
    await page.goto(`${session.app.url}/`);
    await imagesSettled(page);
    const hero = page.locator("section[aria-labelledby='hero-title'] picture img");
    const current = await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
    expect(current).toMatch(/\/p\d+\.[0-9a-f]{8}\.avif$/);
    expect(images).toContainEqual(expect.objectContaining({ url: current, type: "image/avif" }));
    expect(images.filter((image) => image.type === "image/jpeg")).toEqual([]);
  });

  it("gives a wide screen the landscape AVIF of the hero, with its alt text from the library", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(`${session.app.url}/`);
    const hero = page.locator("section[aria-labelledby='hero-title'] picture img");
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>("section[aria-labelledby='hero-title'] img")?.complete);
    expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/w\d+\.[0-9a-f]{8}\.avif$/);
    expect(await hero.getAttribute("alt")).not.toBe("");
  });

  it("serves a post's cover as AVIF or WebP, shares a real 1200x630 JPEG, and moves nothing while loading", async () => {
    const post = `/blog/${await firstPost()}`;
    const html = await (await fetch(session.app.url + post)).text();
    const [coverPreload] = await (await newPage()).evaluate(headPreloads, html);
    expect(coverPreload).toMatchObject({ type: "image/avif", fetchpriority: "high" });
    expect(coverPreload.imagesrcset).toMatch(/\/w\d+\.[0-9a-f]{8}\.avif \d+w/);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage({ viewport });
      await page.addInitScript(watchLayoutShifts);
      const images = recordImages(page);
      await page.goto(session.app.url + post);
      await imagesSettled(page);
      const cover = page.locator("article picture img").first();
      const current = await cover.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname);
      expect(current).toMatch(/\/w\d+\.[0-9a-f]{8}\.(avif|webp)$/);
      expect(images.find((image) => image.url === current)?.type).toMatch(/^image\/(avif|webp)$/);
      // Two frames after the last image, any shift would have been reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect({ viewport, shifts: await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts) }).toEqual({
        viewport,
        shifts: [],
      });

      const meta = (property: string) => page.locator(`head meta[property="${property}"]`).getAttribute("content");
      const ogImage = (await meta("og:image"))!;
      expect(new URL(ogImage).pathname).toMatch(/\/social\.[0-9a-f]{8}\.jpg$/);
      const response = await fetch(ogImage);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
      expect([await meta("og:image:width"), await meta("og:image:height"), await meta("og:image:type")]).toEqual([
        "1200",
        "630",
        "image/jpeg",
      ]);
    }
  });
});
