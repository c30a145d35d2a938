import type { Browser, BrowserContext, Page } from "playwright-core";
import { startApp, type RunningApp } from "./app-process";
import { ADMIN, ADMIN_ENV, adminCode, fillAuthenticatorCode } from "./app-session";
import { describeInBrowser, launchBrowser, pageReady } from "./browser";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describeInBrowser("the admin panel in Chromium", () => {
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

  /** A fresh browser context: no session, nothing cached, as a new visitor. */
  async function newPage(viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    return context.newPage();
  }

  async function adminAt(path: string, viewport = DESKTOP): Promise<Page> {
    const page = await newPage(viewport);
    await page.goto(`${app.url}/login`);
    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await fillAuthenticatorCode(page, adminCode());
    await page.waitForURL(`${app.url}/`);
    await page.goto(app.url + path);
    return page;
  }

  async function visitorAt(path: string): Promise<Page> {
    const page = await newPage();
    await page.goto(app.url + path);
    await pageReady(page);
    return page;
  }

  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it("shows the dashboard in the admin layout, without the site's header, footer or chat", async () => {
    const page = await adminAt("/admin");
    await page.getByRole("heading", { name: "Welcome back, Administrator!" }).waitFor();
    await page.getByRole("group", { name: "Total Blog Posts" }).getByText("3", { exact: true }).waitFor();
    await page.getByRole("group", { name: "Subscription Plans" }).getByText("9", { exact: true }).waitFor();
    await page.getByRole("region", { name: "System Information" }).getByText("SQLite").waitFor();
    const sidebar = page.getByRole("navigation", { name: "Admin" });
    expect(await sidebar.getByRole("link").count()).toBe(15);
    // The admin's name (Administrator for the first admin) and the role label under it.
    expect(await page.getByText("Administrator", { exact: true }).count()).toBe(2);
    expect(await page.locator("footer").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Chat with us on WhatsApp" }).count()).toBe(0);
  });

  it("collapses the sidebar on a phone behind the admin menu button", async () => {
    const page = await adminAt("/admin", PHONE);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await page.getByRole("button", { name: "Open admin menu" }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await nav.getByRole("link", { name: "Hero Section" }).click();
    await page.waitForURL(`${app.url}/admin/hero`);
    await page.getByRole("heading", { name: "Hero Section", level: 1 }).waitFor();
    expect(await nav.isVisible()).toBe(false);
  });

  it("adds a blog post from the Quick Action, which visitors then see on /blog", async () => {
    const page = await adminAt("/admin");
    await page.getByRole("link", { name: "Add Blog Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Post" });
    await dialog.getByLabel("Title").fill("Leg Day Without Fear");
    await dialog.getByLabel("Excerpt").fill("Squats, lunges and a plan for sore knees.");
    await dialog.getByLabel("Image URL").fill("/images/blog-bench.jpg");
    await dialog.getByRole("textbox", { name: "Content" }).fill("Warm up first.\nThen squat.");
    await dialog.getByRole("button", { name: "Publish Post" }).click();
    await toast(page, "Blog post added successfully");
    await page.getByRole("heading", { name: "Leg Day Without Fear" }).waitFor();
    await page.getByRole("group", { name: "Total Posts" }).getByText("4", { exact: true }).waitFor();

    const visitor = await visitorAt("/blog");
    await visitor.getByRole("heading", { name: "Leg Day Without Fear" }).waitFor();
  });

  it("changes a plan's price and turns on the festive badge, both shown on /subscription", async () => {
    const page = await adminAt("/admin/subscriptions");
    await page.getByRole("button", { name: "Edit MONTHLY" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Plan" });
    await dialog.getByLabel("Price").fill("₹1,650");
    await dialog.getByRole("button", { name: "Update Plan" }).click();
    await toast(page, "Subscription updated successfully");

    await page.getByRole("button", { name: "Enable Festive Badges" }).click();
    await toast(page, "Festive badge updated successfully");
    await page.getByLabel("Badge text").fill("Monsoon Mega Offer");
    await page.getByText("18/50").waitFor();
    await page.getByRole("radio", { name: "Royal Purple" }).check({ force: true });
    await page.getByRole("button", { name: "Save Badge" }).click();
    await page.getByRole("switch", { name: "Show festive badges" }).and(page.locator("[aria-checked=true]")).waitFor();

    const visitor = await visitorAt("/subscription");
    await visitor.getByText("₹1,650").first().waitFor();
    await visitor.getByText("Monsoon Mega Offer").first().waitFor();
  });

  it("changes the hero title, shown on the home page", async () => {
    const page = await adminAt("/admin/hero");
    await page.getByLabel("Title", { exact: true }).fill("Train Like a Warrior");
    await page.getByRole("region", { name: "Live preview" }).getByText("Train Like a Warrior").waitFor();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Hero section updated successfully");

    const visitor = await visitorAt("/");
    await visitor.getByRole("heading", { level: 1, name: "Train Like a Warrior" }).waitFor();
  });

  it("changes the alternate phone, shown on /contact", async () => {
    const page = await adminAt("/admin/contact");
    await page.getByLabel("Alternate Phone (optional)").fill("+91 70020 11122");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Contact info updated successfully");
    await page.getByRole("region", { name: "Current values" }).getByText("+91 70020 11122").waitFor();

    const visitor = await visitorAt("/contact");
    await visitor.getByText("+91 70020 11122").first().waitFor();
  });

  it("renames the site, shown in the header", async () => {
    const page = await adminAt("/admin/site-settings");
    await page.getByLabel("Site Name").fill("Iron Warrior Gym");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Site settings updated successfully");

    const visitor = await visitorAt("/about");
    await visitor.getByRole("banner").getByText("Iron Warrior Gym", { exact: true }).waitFor();
  });

  it("saves a policy, shown on its page, and drafts another with AI Rewrite without saving it", async () => {
    const page = await adminAt("/admin/policies");
    await page.getByRole("tab", { name: "Terms & Conditions" }).click();
    const terms = page.getByRole("tabpanel", { name: "Terms & Conditions" });
    await terms.getByLabel("Content (Markdown)", { exact: true }).fill("## House rules\n\nBring a towel to every session.");
    // On a desktop the preview is beside the text.
    await terms.getByRole("region", { name: "Preview: Content (Markdown)" }).getByRole("heading", { name: "House rules" }).waitFor();
    await terms.getByRole("button", { name: "Save" }).click();
    await toast(page, "Terms & Conditions updated successfully!");

    await page.getByRole("tab", { name: "Refund Policy" }).click();
    const refund = page.getByRole("tabpanel", { name: "Refund Policy" });
    await refund.getByLabel("Instructions for AI Rewrite (optional)").fill("Change the refund window to 14 days");
    await refund.getByRole("button", { name: "AI Rewrite" }).click();
    await toast(page, "AI suggestion ready");
    await refund.getByRole("region", { name: "Proposed changes" }).getByRole("button", { name: "Accept" }).click();
    expect(await refund.getByLabel("Content (Markdown)", { exact: true }).inputValue()).toContain("within 14 days of payment");

    const visitor = await visitorAt("/terms-conditions");
    await visitor.getByText("Bring a towel to every session.").waitFor();
    await visitor.goto(`${app.url}/refund-policy`);
    await pageReady(visitor);
    await visitor.getByRole("heading", { name: "Refund Policy", level: 1 }).waitFor();
    expect(await visitor.getByText("within 14 days", { exact: false }).count()).toBe(0);
  });

  it("receives a message from /contact, marks it read and deletes it", async () => {
    const visitor = await visitorAt("/contact");
    await visitor.getByLabel("First Name").fill("Mitali");
    await visitor.getByLabel("Last Name").fill("Bora");
    await visitor.getByLabel("Email").fill("mitali@example.com");
    await visitor.getByLabel("Subject").fill("Morning batch");
    await visitor.getByLabel("Message", { exact: true }).fill("Do you have a 6 AM batch for beginners?");
    await visitor.getByRole("button", { name: "Send Message" }).click();
    await visitor.getByText("Thank you for your message!", { exact: false }).first().waitFor();

    const page = await adminAt("/admin/messages");
    await page.getByRole("link", { name: "Messages (1 unread)" }).waitFor();
    const item = page.getByRole("listitem").filter({ hasText: "Mitali Bora" });
    await item.getByText("New", { exact: true }).waitFor();
    await item.getByRole("button", { name: /Mitali Bora/ }).click();
    await item.getByText("Do you have a 6 AM batch for beginners?").first().waitFor();
    await item.getByRole("button", { name: "Mark as read" }).click();
    await item.getByRole("button", { name: "Mark as unread" }).waitFor();
    expect(await item.getByText("New", { exact: true }).count()).toBe(0);
    await page.getByRole("link", { name: "Messages", exact: true }).waitFor();

    await item.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete message" }).getByRole("button", { name: "Delete" }).click();
    await page.getByText("No messages yet").waitFor();
  });

  it("shows the new counts and the admin's changes on the dashboard, then logs out", async () => {
    const page = await adminAt("/admin");
    await page.getByRole("group", { name: "Total Blog Posts" }).getByText("4", { exact: true }).waitFor();
    const activity = page.getByRole("region", { name: "Recent Activity" });
    await activity.getByText("Administrator updated site settings").first().waitFor();
    await activity.getByText("Administrator updated contact info").waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole("link", { name: "Login" }).waitFor();
    await page.goto(`${app.url}/admin`);
    await page.waitForURL(`${app.url}/login?next=%2Fadmin`);
  });
});
