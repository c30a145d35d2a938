import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { MEDIA_MESSAGES, mediaInUse } from "../../common/media";
import { paths } from "../src/config/paths";
import { ADMIN, appSession, DESKTOP, fillSignIn, PHONE } from "./app-session";
import { describeInBrowser } from "./browser";

/** A photo as a phone takes it: a JPEG with something worth keeping in every crop off to the right. */
function photo(): Promise<Buffer> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="100%" height="100%" fill="#7a4a2a"/>` +
      `<circle cx="1280" cy="400" r="180" fill="#f5d0a9"/></svg>`,
  );
  return sharp(scene).jpeg({ quality: 85 }).toBuffer();
}

describeInBrowser("the media library in Chromium", () => {
  const { session, newPage } = appSession();

  async function adminAt(path: string, viewport = DESKTOP): Promise<Page> {
    const page = await newPage({ viewport });
    await page.goto(`${session.app.url}/login`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto(session.app.url + path);
    return page;
  }

  /** What axe finds wrong inside the open dialog. */
  async function dialogProblems(page: Page): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  }

  const card = (page: Page, name: string) =>
    page.getByRole("list", { name: "Library images" }).locator(":scope > li").filter({ hasText: name });

  it("uploads a photo, describes it, sets its focal point, makes it a post's cover, and refuses to delete it while used", async () => {
    const page = await adminAt(paths.admin.media);
    await page.getByRole("heading", { name: "Media", level: 1 }).waitFor();
    await page.getByLabel("Choose images").setInputFiles([
      { name: "deadlift-platform.jpg", mimeType: "image/jpeg", buffer: await photo() },
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Shopping list: chalk, straps, a new belt.") },
    ]);

    const uploads = page.getByRole("list", { name: "Uploads" });
    const refused = uploads.getByRole("listitem").filter({ hasText: "notes.jpg" });
    await refused.getByRole("alert").waitFor();
    expect(await refused.getByRole("alert").textContent()).toBe(MEDIA_MESSAGES.unsupportedType);

    await page.getByLabel("Alt text for deadlift-platform.jpg").fill("A lifter at the deadlift platform");
    await uploads.getByRole("button", { name: "Save alt text" }).click();
    await uploads.getByText("Alt text saved").waitFor();

    const item = card(page, "deadlift-platform.jpg");
    await item.getByText("1600 x 1000 · JPEG").waitFor();
    await item.getByText("Not used yet").waitFor();
    expect(await card(page, "notes.jpg").count()).toBe(0);

    // The focal point: a click on the lifter, then one step right with the keyboard.
    await item.getByRole("button", { name: "Edit deadlift-platform.jpg" }).click();
    const editor = page.getByRole("dialog", { name: "Edit image" });
    const focal = editor.getByRole("slider", { name: "Focal point" });
    await editor.getByRole("img", { name: "A lifter at the deadlift platform" }).evaluate((img: HTMLImageElement) => img.decode());
    const box = (await focal.boundingBox())!;
    await focal.click({ position: { x: box.width * 0.8, y: box.height * 0.4 } });
    expect(await focal.getAttribute("aria-valuetext")).toBe("80% from the left, 40% from the top");
    await focal.press("ArrowRight");
    expect(await focal.getAttribute("aria-valuetext")).toBe("85% from the left, 40% from the top");
    expect(await dialogProblems(page)).toEqual([]);
    await editor.getByRole("button", { name: "Save Image" }).click();
    await editor.waitFor({ state: "detached" });

    await page.reload();
    await card(page, "deadlift-platform.jpg").getByRole("button", { name: "Edit deadlift-platform.jpg" }).click();
    expect(await page.getByRole("slider", { name: "Focal point" }).getAttribute("aria-valuetext")).toBe(
      "85% from the left, 40% from the top",
    );
    await page.getByRole("dialog", { name: "Edit image" }).getByRole("button", { name: "Cancel" }).click();

    // The cover of the first blog post, chosen from the library.
    await page.goto(session.app.url + paths.admin.blogs);
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    const postDialog = page.getByRole("dialog", { name: "Edit Post" });
    const title = await postDialog.getByLabel("Title").inputValue();
    await postDialog.getByRole("button", { name: "Choose from library: Image" }).click();
    const library = page.getByRole("dialog", { name: "Choose from library" });
    const choice = library.getByRole("button", { name: "Choose deadlift-platform.jpg: A lifter at the deadlift platform" });
    await choice.waitFor();
    expect(await dialogProblems(page)).toEqual([]);
    await choice.click();
    await library.waitFor({ state: "detached" });
    const cover = await postDialog.getByRole("textbox", { name: "Image URL" }).inputValue();
    expect(cover).toMatch(/^\/media\/[0-9a-f]{20}\/w\d+\.[0-9a-f]{8}\.jpg$/);
    await postDialog.getByRole("button", { name: "Update Post" }).click();
    await page.getByText("Blog post updated successfully").waitFor();
    const served = await fetch(session.app.url + cover);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/jpeg"]);

    // Now in use: the library says where, and deleting it is refused naming the post.
    await page.goto(session.app.url + paths.admin.media);
    const used = card(page, "deadlift-platform.jpg");
    await used.getByRole("link", { name: `Blog post: ${title}` }).waitFor();
    await used.getByRole("button", { name: "Delete deadlift-platform.jpg" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete image" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("alert").waitFor();
    expect(await confirm.getByRole("alert").textContent()).toBe(mediaInUse([`Blog post: ${title}`]));
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await used.waitFor();
  }, 120_000);

  it("fits a phone: the drop zone, the grid and the picker dialog stay inside the screen", async () => {
    const page = await adminAt(paths.admin.media, PHONE);
    await page.getByRole("heading", { name: "Media", level: 1 }).waitFor();
    await page.getByRole("list", { name: "Library images" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto(session.app.url + paths.admin.hero);
    await page.getByRole("button", { name: "Choose from library: Image" }).click();
    const library = page.getByRole("dialog", { name: "Choose from library" });
    await library.getByRole("list", { name: "Library images" }).waitFor();
    const box = (await library.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  });
});
