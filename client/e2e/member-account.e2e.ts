import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { ADMIN, appSession, fillSignIn, PHONE, resetLinkMailedTo, verificationLinkMailedTo } from "./app-session";
import { describeInBrowser } from "./browser";

describeInBrowser("a member's account in Chromium", () => {
  const { session, newPage } = appSession();

  async function signUp(page: Page, name: string, email: string, password = "member-secret") {
    await page.goto(`${session.app.url}/signup`);
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${session.app.url}/profile`);
  }

  it("refuses a common password at sign-up, then confirms the new member's address with the mailed link", async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${session.app.url}/signup`);
    await page.getByLabel("Full Name").fill("Careful Member");
    await page.getByLabel("Email").fill("careful@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Password1");
    await page.getByText("Password strength: Very weak").waitFor();
    await page.getByLabel("Confirm Password").fill("Password1");
    await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("This password is too common", { exact: false }).waitFor();
    expect(page.url()).toBe(`${session.app.url}/signup`);

    await page.getByLabel("Password", { exact: true }).fill("kettlebell-at-six-am");
    await page.getByLabel("Confirm Password").fill("kettlebell-at-six-am");
    await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${session.app.url}/profile`);
    const notice = page.getByRole("region", { name: "Confirm your email address" });
    await notice.waitFor();
    await notice.getByRole("button", { name: "Resend link" }).click();
    await notice.getByText("We have sent a new confirmation link to your email address.").waitFor();

    const link = await verificationLinkMailedTo(session.app.dataDir, "careful@example.com");
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Email Confirmed" }).waitFor();
    await page.getByRole("link", { name: "Go to your profile" }).click();
    await page.getByRole("heading", { name: "Careful Member" }).waitFor();
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Careful Member" }).waitFor();
    expect(await notice.count()).toBe(0);

    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Link Already Used" }).waitFor();
  });

  it("shows a member at /admin a staff-only page with ways back, on a phone", async () => {
    const page = await newPage({ viewport: PHONE });
    await signUp(page, "Curious Member", "curious-member@example.com");
    await page.goto(`${session.app.url}/admin`);
    await page.getByRole("heading", { level: 1, name: "This area is for gym staff" }).waitFor();
    expect(page.url()).toBe(`${session.app.url}/admin`);
    expect(await page.getByLabel("Email").count()).toBe(0);
    await page.getByRole("link", { name: "Go to your profile" }).click();
    await page.waitForURL(`${session.app.url}/profile`);

    await page.goto(`${session.app.url}/admin/users`);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${session.app.url}/`);
  });

  it("brings a signed-out visitor back to the profile after signing in", async () => {
    const page = await newPage({ viewport: PHONE });
    await signUp(page, "Returning Member", "returning@example.com");
    await page.evaluate(() => localStorage.clear());

    await page.goto(`${session.app.url}/profile`);
    await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
    await page.waitForURL(`${session.app.url}/login?next=%2Fprofile`);
    await fillSignIn(page, "returning@example.com", "member-secret");
    await page.waitForURL(`${session.app.url}/profile`);
    await page.getByRole("heading", { level: 1, name: "Returning Member" }).waitFor();
  });

  it("brings the owner back to the admin page asked for, and a signed-in visit to /login goes on to next", async () => {
    const page = await newPage();
    await page.goto(`${session.app.url}/admin/users`);
    await page.waitForURL(`${session.app.url}/login?next=%2Fadmin%2Fusers`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${session.app.url}/admin/users`);
    await page.getByRole("heading", { name: "Users" }).first().waitFor();

    await page.goto(`${session.app.url}/login?next=%2Fprofile`);
    await page.waitForURL(`${session.app.url}/profile`);
  });

  it("never leaves the site for an off-site next", async () => {
    for (const next of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
      const page = await newPage();
      await page.goto(`${session.app.url}/login?next=${encodeURIComponent(next)}`);
      await fillSignIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL(`${session.app.url}/`);
      expect(new URL(page.url()).host).toBe(new URL(session.app.url).host);
    }
  });

  it("says at once that a reset link is expired, used or unknown, before any password is typed", async () => {
    const page = await newPage({ viewport: PHONE });
    await signUp(page, "Slow Reader", "slow-reader@example.com");
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${session.app.url}/password-reset`);
    await page.getByLabel("Email").fill("slow-reader@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    const link = await resetLinkMailedTo(session.app.dataDir, "slow-reader@example.com");

    expireResetLinks();
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Link Expired" }).waitFor();
    expect(await page.getByLabel("New Password").count()).toBe(0);
    await page.getByRole("link", { name: "Request a new link" }).click();
    await page.getByRole("button", { name: "Send Reset Link" }).waitFor();

    await page.goto(`${session.app.url}/password-reset?token=not-a-real-token`);
    await page.getByRole("heading", { level: 1, name: "Link Not Valid" }).waitFor();
  });

  it("shows an expired membership as expired, after the admin was warned about the past date", async () => {
    const member = await newPage({ viewport: PHONE });
    await signUp(member, "Lapsed Member", "lapsed@example.com");

    const admin = await newPage();
    await admin.goto(`${session.app.url}/login?next=%2Fprofile`);
    await fillSignIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole("heading", { name: "User Account Management" }).waitFor();
    await admin.getByRole("button", { name: "Actions for lapsed@example.com" }).click();
    await admin.getByRole("menuitem", { name: "Upgrade" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Membership Tier").selectOption("premium");
    await dialog.getByLabel("Expiry Date").fill("2024-03-01");
    await dialog.getByText("This date is in the past", { exact: false }).waitFor();
    await dialog.getByLabel("Reason").fill("Paid for February in cash");
    await dialog.getByRole("button", { name: "Upgrade" }).click();
    await dialog.waitFor({ state: "detached" });

    await member.reload();
    const card = member.locator("section", { has: member.getByRole("heading", { name: "Your Membership" }) });
    await card.getByText("Expired on").waitFor();
    await card.getByText("March 1, 2024").waitFor();
    expect(await card.getByText("Expires", { exact: true }).count()).toBe(0);
    await card.getByRole("link", { name: "Renew membership" }).click();
    await member.waitForURL(`${session.app.url}/subscription`);
  });

  /** Makes every stored reset link an hour old, as if the member opened the mail too late. */
  function expireResetLinks(): void {
    const db = new Database(path.join(session.app.dataDir, "gym.sqlite"));
    try {
      db.prepare("UPDATE password_reset_tokens SET expires_at = '2000-01-01 00:00:00.000'").run();
    } finally {
      db.close();
    }
  }
});
