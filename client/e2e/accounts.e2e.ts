import type { Browser, BrowserContext, Page } from "playwright-core";
import { CSRF_COOKIE, SESSION_COOKIE } from "../../common/session-cookies";
import { startApp, type RunningApp } from "./app-process";
import { ADMIN, ADMIN_ENV, adminCode, fillAuthenticatorCode, resetLinkMailedTo } from "./app-session";
import { describeInBrowser, launchBrowser } from "./browser";

describeInBrowser("accounts in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(ADMIN_ENV), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    return context.newPage();
  }

  async function signUp(page: Page, name: string, email: string, password = "member-secret", path = "/signup") {
    await page.goto(`${app.url}${path}`);
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${app.url}/profile`);
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.goto(`${app.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
  }

  it("signs up, lands on the profile with the name shown, and logs out", async () => {
    const page = await newPage();
    await signUp(page, "Bikash Kalita", "bikash@example.com");
    await page.getByRole("heading", { name: "Bikash Kalita" }).waitFor();
    await page.getByText("Welcome, Bikash Kalita").waitFor();
    const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    expect(Object.keys(stored)).toEqual(["user"]);
    expect(JSON.parse(stored.user).email).toBe("bikash@example.com");

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole("link", { name: "Login" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([]);
  });

  it("keeps the credential where page script cannot read it: an HttpOnly cookie, nothing in storage", async () => {
    const page = await newPage();
    await signUp(page, "Cookie Keeper", "cookie-keeper@example.com");
    await page.getByText("Welcome, Cookie Keeper").waitFor();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE)!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const readable = await page.evaluate(() => ({
      cookie: document.cookie,
      storage: JSON.stringify({ ...localStorage, ...sessionStorage }),
    }));
    // The page sees only the CSRF token, which is no credential without the HttpOnly cookie.
    expect(readable.cookie.split("; ").map((pair) => pair.split("=")[0])).toEqual([CSRF_COOKIE]);
    expect(readable.cookie).not.toContain(session.value);
    expect(readable.storage).not.toContain(session.value);
    expect(readable.storage).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);

    // The cookie alone signs the page in: a reload shows the account from the server.
    await page.goto(`${app.url}/profile`);
    await page.getByRole("heading", { name: "Cookie Keeper" }).waitFor();
  });

  it("shows 'Invalid email or password' for a wrong password and keeps the e-mail typed", async () => {
    const page = await newPage();
    await logIn(page, ADMIN.email, "not-the-password");
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    expect(await page.getByLabel("Email").inputValue()).toBe(ADMIN.email);
    expect(page.url()).toBe(`${app.url}/login`);
  });

  it("resets a forgotten password through the link in the outbox", async () => {
    const page = await newPage();
    await signUp(page, "Forgetful Member", "forgetful@example.com", "old-password");
    await page.getByRole("button", { name: "Logout" }).click();

    await page.goto(`${app.url}/password-reset`);
    await page.getByLabel("Email").fill("forgetful@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByText("If an account exists for this email, a password reset link has been sent.").waitFor();

    const link = await resetLinkMailedTo(app.dataDir, "forgetful@example.com");
    expect(link.startsWith(`${app.url}/password-reset?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("brand-new-password");
    await page.getByLabel("Confirm Password").fill("brand-new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Your password has been reset.", { exact: false }).waitFor();

    await logIn(page, "forgetful@example.com", "brand-new-password");
    await page.waitForURL(`${app.url}/`);
    await page.getByText("Welcome, Forgetful Member").waitFor();
  });

  it("lets an admin upgrade a member, who sees the new tier after Refresh", async () => {
    const member = await newPage();
    await signUp(member, "Upgrade Candidate", "upgrade-me@example.com");
    expect(await member.getByText("Premium Member").count()).toBe(0);

    const admin = await newPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await fillAuthenticatorCode(admin, adminCode());
    await admin.waitForURL(`${app.url}/`);
    await admin.goto(`${app.url}/profile`);
    await admin.getByRole("heading", { name: "User Account Management" }).waitFor();
    await admin.getByRole("button", { name: "Actions for upgrade-me@example.com" }).click();
    await admin.getByRole("menuitem", { name: "Upgrade" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByRole("button", { name: "Upgrade" }).click();
    await dialog.getByText("Please select a membership tier").waitFor();
    await dialog.getByLabel("Membership Tier").selectOption("premium");
    await dialog.getByRole("button", { name: "Upgrade" }).click();
    await dialog.getByText("Give a reason for the upgrade", { exact: false }).waitFor();
    await dialog.getByLabel("Reason").fill("Paid 12 months at the desk");
    await dialog.getByRole("button", { name: "Upgrade" }).click();
    await admin.getByText("User upgraded to premium", { exact: false }).waitFor();

    await member.getByRole("button", { name: "Refresh" }).click();
    await member.getByText("Premium Member").first().waitFor();
    await member.getByText("Account Refreshed").waitFor();
  });

  it("pays a referrer once the admin confirms the friend who signed up through their link; both histories say why", async () => {
    const referrer = await newPage();
    await signUp(referrer, "Referring Member", "referrer@example.com");
    const link = await referrer.getByLabel("Your referral link").inputValue();
    expect(link).toMatch(new RegExp(`^${app.url}/signup\\?ref=[2-9A-Z]{8}$`));
    await referrer.getByText("5 more friends to Gold").waitFor();

    const friend = await newPage();
    await friend.goto(link);
    await friend.getByText("Invited by a member").waitFor();
    await signUp(friend, "Referred Friend", "referred-friend@example.com", "member-secret", link.slice(app.url.length));
    const friendHistory = friend.locator("section", { has: friend.getByRole("heading", { name: "Membership History" }) });
    await friendHistory.getByText("Joined through a referral", { exact: false }).waitFor();

    const admin = await newPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await fillAuthenticatorCode(admin, adminCode());
    await admin.waitForURL(`${app.url}/`);
    await admin.goto(`${app.url}/profile`);
    await admin.getByRole("button", { name: "Actions for referred-friend@example.com" }).click();
    await admin.getByRole("menuitem", { name: "Upgrade" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Membership Tier").selectOption("premium");
    await dialog.getByLabel("Reason").fill("Paid 12 months at the desk");
    await dialog.getByRole("button", { name: "Upgrade" }).click();
    await dialog.waitFor({ state: "detached" });
    await admin.getByRole("button", { name: "Actions for referrer@example.com" }).click();
    await admin.getByRole("menuitem", { name: "Membership history" }).click();
    await admin.getByRole("dialog").getByText("Referral: IWF-", { exact: false }).waitFor();

    await referrer.reload();
    const card = referrer.locator("section", { has: referrer.getByRole("heading", { name: "Refer a Friend" }) });
    await card.getByText("4 more friends to Gold").waitFor();
    expect(await card.getByText("10", { exact: true }).count()).toBe(1);
    const history = referrer.locator("section", { has: referrer.getByRole("heading", { name: "Membership History" }) });
    await history.getByText("Referral: IWF-", { exact: false }).waitFor();
    await friend.reload();
    await friendHistory.getByText("Referral confirmed", { exact: false }).waitFor();
  });

  it("ends a deactivated member's open session", async () => {
    const member = await newPage();
    await signUp(member, "Soon Inactive", "inactive@example.com");

    const admin = await newPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await fillAuthenticatorCode(admin, adminCode());
    await admin.waitForURL(`${app.url}/`);
    await admin.goto(`${app.url}/profile`);
    await admin.getByRole("button", { name: "Actions for inactive@example.com" }).click();
    await admin.getByRole("menuitem", { name: "Deactivate" }).click();
    await admin.getByText("User account deactivated").waitFor();

    await member.getByRole("button", { name: "Refresh" }).click();
    await member.getByText("Please log in to view your profile.").waitFor();
    expect(await member.evaluate(() => localStorage.getItem("user"))).toBeNull();

    await logIn(member, "inactive@example.com", "member-secret");
    await member.getByRole("alert").filter({ hasText: "inactive" }).waitFor();
  });

  it("keeps anonymous visitors and members out of /admin", async () => {
    const page = await newPage();
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/login?next=%2Fadmin`);
    await signUp(page, "Curious Member", "curious@example.com");
    await page.goto(`${app.url}/admin/users`);
    await page.getByRole("heading", { name: "This area is for gym staff" }).waitFor();
    expect(await page.getByRole("heading", { name: "Users" }).count()).toBe(0);
  });
});
