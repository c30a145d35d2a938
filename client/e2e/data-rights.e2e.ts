import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { MESSAGES } from "../../common/validation";
import { appSession, fillSignIn, PHONE } from "./app-session";
import { describeInBrowser } from "./browser";

describeInBrowser("a member's data rights in Chromium", () => {
  const { session, newPage } = appSession();

  async function signUp(page: Page, email: string, password: string) {
    await page.goto(`${session.app.url}/signup`);
    await page.getByLabel("Full Name").fill("Leaving Member");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${session.app.url}/profile`);
  }

  it("downloads the member's data as a JSON file from the profile", async () => {
    const page = await newPage({ viewport: PHONE, acceptDownloads: true });
    await signUp(page, "download-me@example.com", "member-secret");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("iron-warrior-fitness-my-data.json");
    const exported = JSON.parse(await readFile(await file.path(), "utf8")) as { account: { email: string } };
    expect(exported.account.email).toBe("download-me@example.com");
  });

  it("deletes the account after the password, signs out, and signing in again cancels it with a notice", async () => {
    const page = await newPage({ viewport: PHONE });
    await signUp(page, "delete-me@example.com", "member-secret");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const password = dialog.getByLabel("Current Password");
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);

    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText(MESSAGES.deletionPasswordRequired).waitFor();
    await password.fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText(MESSAGES.currentPasswordWrong).waitFor();
    expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);

    await password.fill("member-secret");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.getByText(/Your account will be erased on \w+ \d+, \d{4}\./).waitFor();
    // The notice shows as the browser signs out (logout asks the server first): the session goes right after.
    await page.waitForFunction(() => localStorage.getItem("user") === null, null, { timeout: 5000 });

    await page.goto(`${session.app.url}/login?next=%2Fprofile`);
    await fillSignIn(page, "delete-me@example.com", "member-secret");
    await page.waitForURL(`${session.app.url}/profile`);
    await page.getByRole("status").filter({ hasText: MESSAGES.accountDeletionCancelled }).waitFor();
  });
});
