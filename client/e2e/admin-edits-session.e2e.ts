import type { Page } from "playwright-core";
import { ADMIN, appSession, DESKTOP, fillSignIn } from "./app-session";
import { describeInBrowser } from "./browser";

const NEW_PASSWORD = "owner-secret-2";

describeInBrowser("admin edits are never lost silently, in Chromium", () => {
  const { session, newPage, graphql, tokenFor } = appSession();

  /** The owner changes the password elsewhere (another device): every other session ends. */
  async function changePasswordElsewhere(current: string, next: string) {
    const token = await tokenFor(ADMIN.email, current);
    await graphql(
      "mutation ($input: UpdateMeInput!) { updateMe(input: $input) { token } }",
      {
        input: { currentPassword: current, newPassword: next },
      },
      token,
    );
  }

  async function adminAtHero(password = ADMIN.password): Promise<Page> {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(`${session.app.url}/admin/hero`);
    await page.waitForURL(`${session.app.url}/login?next=%2Fadmin%2Fhero`);
    await fillSignIn(page, ADMIN.email, password);
    await page.waitForURL(`${session.app.url}/admin/hero`);
    return page;
  }

  it("keeps the hero draft when the session ends on save, and restores it after signing in again", async () => {
    const page = await adminAtHero();
    const title = page.getByLabel("Title", { exact: true });
    await title.fill("Stronger Every Monsoon");

    await changePasswordElsewhere(ADMIN.password, NEW_PASSWORD);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(`${session.app.url}/login?next=%2Fadmin%2Fhero`);

    await fillSignIn(page, ADMIN.email, NEW_PASSWORD);
    await page.waitForURL(`${session.app.url}/admin/hero`);
    await page.getByText("Your unsaved changes were restored").waitFor();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Stronger Every Monsoon");

    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Hero section updated successfully").first().waitFor();
    await page.getByText("Your unsaved changes were restored").waitFor({ state: "detached" });
    const { hero } = await graphql<{ hero: { title: string } }>("{ hero { title } }", {});
    expect(hero.title).toBe("Stronger Every Monsoon");
    await changePasswordElsewhere(NEW_PASSWORD, ADMIN.password);
  });

  it("asks before a sidebar link or Back leaves a half-edited page", async () => {
    const page = await adminAtHero();
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    await sidebar.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(`${session.app.url}/admin`);
    await sidebar.getByRole("link", { name: "Hero Section" }).click();
    await page.getByLabel("Subtitle", { exact: true }).fill("Half written");
    const prompt = page.getByRole("dialog", { name: "Discard unsaved changes?" });

    await sidebar.getByRole("link", { name: "About Page" }).click();
    await prompt.waitFor();
    await page.getByRole("button", { name: "Keep editing" }).click();
    await prompt.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${session.app.url}/admin/hero`);

    await page.goBack();
    await prompt.waitFor();
    expect(page.url()).toBe(`${session.app.url}/admin/hero`);
    expect(await page.getByLabel("Subtitle", { exact: true }).inputValue()).toBe("Half written");
    await page.getByRole("button", { name: "Discard" }).click();
    await page.waitForURL(`${session.app.url}/admin`);
    await page.getByRole("heading", { name: /Welcome back/ }).waitFor();
  });

  it("keeps a post's text in the browser while typing, and offers it back after the tab was closed", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(`${session.app.url}/admin/blogs`);
    await page.waitForURL(`${session.app.url}/login?next=%2Fadmin%2Fblogs`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${session.app.url}/admin/blogs`);
    const edit = page.getByRole("button", { name: /^Edit / }).first();
    const name = await edit.getAttribute("aria-label");
    await edit.click();
    const content = page.getByRole("dialog").getByRole("textbox", { name: "Content" });
    const saved = await content.inputValue();
    await content.press("Control+End");
    await content.pressSequentially("\n\n## Coach's note\nRest **two** days.");
    await page.getByText(/^Draft saved in this browser/).waitFor();
    const preview = page.getByRole("region", { name: "Preview: Content" });
    await preview.getByRole("heading", { name: "Coach's note" }).waitFor();

    const context = page.context();
    await page.close({ runBeforeUnload: false });
    const again = await context.newPage();
    await again.goto(`${session.app.url}/admin/blogs`);
    await again.getByRole("button", { name: name! }).click();
    const reopened = again.getByRole("dialog").getByRole("textbox", { name: "Content" });
    expect(await reopened.inputValue()).toBe(saved);
    await again.getByRole("button", { name: /^Restore unsaved changes from \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m$/ }).click();
    expect(await reopened.inputValue()).toBe(`${saved}\n\n## Coach's note\nRest **two** days.`);
    await again.getByRole("region", { name: "Preview: Content" }).getByText("two", { exact: true }).waitFor();
  });
});
