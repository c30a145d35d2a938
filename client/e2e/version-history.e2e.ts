import { ADMIN, appSession, DESKTOP, fillSignIn } from "./app-session";
import { describeInBrowser } from "./browser";

describeInBrowser("version history, in Chromium", () => {
  const { session, newPage } = appSession();

  it("brings back the first of two edits of the about page, and the public page shows it", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto(`${session.app.url}/admin/about`);
    await page.waitForURL(`${session.app.url}/login?next=%2Fadmin%2Fabout`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${session.app.url}/admin/about`);

    const content = page.getByLabel("Content", { exact: true });
    const save = async (text: string) => {
      await content.fill(text);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.getByText("About content updated successfully").first().waitFor();
      await page.getByText("About content updated successfully").first().waitFor({ state: "detached" });
    };
    await save("We train every morning from six.");
    await save("We train every evening until ten.");

    await page.getByRole("button", { name: "History" }).click();
    const dialog = page.getByRole("dialog", { name: "History: About page" });
    const versions = dialog.getByRole("list", { name: "Versions" }).getByRole("listitem");
    await versions.nth(2).waitFor();
    expect(await versions.count()).toBe(3);
    await dialog.getByRole("heading", { name: "Version 2 compared with version 3" }).waitFor();
    expect(await dialog.locator("del", { hasText: "morning" }).count()).toBeGreaterThan(0);
    expect(await dialog.locator("ins", { hasText: "evening" }).count()).toBeGreaterThan(0);

    await dialog.getByRole("button", { name: "Restore version 2" }).click();
    const confirm = page.getByRole("dialog", { name: "Restore version 2?" });
    await confirm.getByRole("button", { name: "Restore" }).click();
    await page.getByText("Restored version 2").first().waitFor();
    await dialog.getByText("Restored version 2").waitFor();
    expect(await content.inputValue()).toBe("We train every morning from six.");

    await page.goto(`${session.app.url}/about`);
    await page.getByText("We train every morning from six.").waitFor();
  });
});
