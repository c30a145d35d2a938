import type { Browser, BrowserContext, Page } from "playwright-core";
import { startApp, type RunningApp } from "./app-process";
import { describeInBrowser, launchBrowser } from "./browser";

const ADMIN = { email: "owner@example.com", password: "owner-secret" };
const NEW_PASSWORD = "owner-secret-2";
const DESKTOP = { width: 1366, height: 900 };

describeInBrowser("admin edits are never lost silently, in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
      launchBrowser(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function graphql<T>(query: string, variables: object, token?: string): Promise<T> {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** The owner changes the password elsewhere (another device): every other session ends. */
  async function changePasswordElsewhere(current: string, next: string) {
    const { login } = await graphql<{ login: { token: string } }>(
      "mutation ($input: LoginInput!) { login(input: $input) { token } }",
      { input: { email: ADMIN.email, password: current } },
    );
    await graphql("mutation ($input: UpdateMeInput!) { updateMe(input: $input) { token } }", {
      input: { currentPassword: current, newPassword: next },
    }, login.token);
  }

  async function signIn(page: Page, password: string) {
    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
  }

  async function adminAtHero(password = ADMIN.password): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP });
    context.setDefaultTimeout(10_000);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/admin/hero`);
    await page.waitForURL(`${app.url}/login?next=%2Fadmin%2Fhero`);
    await signIn(page, password);
    await page.waitForURL(`${app.url}/admin/hero`);
    return page;
  }

  it("keeps the hero draft when the session ends on save, and restores it after signing in again", async () => {
    const page = await adminAtHero();
    const title = page.getByLabel("Title", { exact: true });
    await title.fill("Stronger Every Monsoon");

    await changePasswordElsewhere(ADMIN.password, NEW_PASSWORD);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(`${app.url}/login?next=%2Fadmin%2Fhero`);

    await signIn(page, NEW_PASSWORD);
    await page.waitForURL(`${app.url}/admin/hero`);
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
    await page.waitForURL(`${app.url}/admin`);
    await sidebar.getByRole("link", { name: "Hero Section" }).click();
    await page.getByLabel("Subtitle", { exact: true }).fill("Half written");
    const prompt = page.getByRole("dialog", { name: "Discard unsaved changes?" });

    await sidebar.getByRole("link", { name: "About Page" }).click();
    await prompt.waitFor();
    await page.getByRole("button", { name: "Keep editing" }).click();
    await prompt.waitFor({ state: "detached" });
    expect(page.url()).toBe(`${app.url}/admin/hero`);

    await page.goBack();
    await prompt.waitFor();
    expect(page.url()).toBe(`${app.url}/admin/hero`);
    expect(await page.getByLabel("Subtitle", { exact: true }).inputValue()).toBe("Half written");
    await page.getByRole("button", { name: "Discard" }).click();
    await page.waitForURL(`${app.url}/admin`);
    await page.getByRole("heading", { name: /Welcome back/ }).waitFor();
  });
});
