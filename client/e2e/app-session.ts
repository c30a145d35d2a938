import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { generateSync } from "otplib";
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { startApp, type RunningApp } from "./app-process";
import { launchBrowser, pageReady } from "./browser";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };
export const ADMIN = { email: "owner@example.com", password: "owner-secret", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };
/** Starts an app whose first admin is ADMIN, enrolled in two-factor sign-in with ADMIN's secret. */
export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_TOTP_SECRET: ADMIN.totpSecret };
/** The code ADMIN's authenticator app shows now. */
export const adminCode = () => generateSync({ secret: ADMIN.totpSecret });

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where the element is now, relative to the visible screen (null when it is not rendered). */
export const boxOf = (locator: Locator) => locator.boundingBox();

/**
 * A built app with its seeded data (ADMIN is its owner), a browser, and pages opened on it,
 * each in a fresh context (no session, nothing cached, as a new visitor) closed after each test.
 */
export function appSession() {
  const session = { app: undefined as unknown as RunningApp, browser: undefined as unknown as Browser };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [session.app, session.browser] = await Promise.all([startApp(ADMIN_ENV), launchBrowser()]);
  }, 60_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A blank page in a new context; requests that would leave this machine are refused. */
  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await session.browser.newContext({ viewport: DESKTOP, ...options });
    contexts.push(context);
    context.setDefaultTimeout(10_000);
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (request) => request.abort());
    return context.newPage();
  }

  /** A new page at `route`, once the page is live. */
  async function open(route: string, options: BrowserContextOptions = {}): Promise<Page> {
    const page = await newPage(options);
    await page.goto(session.app.url + route);
    await pageReady(page);
    return page;
  }

  async function graphql<T>(query: string, variables: object = {}, token?: string): Promise<T> {
    const response = await fetch(`${session.app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  }

  /** A bearer token for the account, signed in over the API (ADMIN with its current code). */
  async function tokenFor(email: string, password: string): Promise<string> {
    const { login } = await graphql<{ login: { token: string } }>("mutation ($input: LoginInput!) { login(input: $input) { token } }", {
      input: email === ADMIN.email ? { email, password, otp: adminCode() } : { email, password },
    });
    return login.token;
  }

  return { session, newPage, open, graphql, tokenFor };
}

/** Fills and sends the sign-in form the page is on; for ADMIN, then the code step with its current code. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (email === ADMIN.email) await fillAuthenticatorCode(page, adminCode());
}

/** Answers the sign-in form's two-factor step. */
export async function fillAuthenticatorCode(page: Page, code: string): Promise<void> {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

/** Waits for the scroll position to settle at `y` (give or take a pixel). */
export async function scrolledTo(page: Page, y: number): Promise<void> {
  await page.waitForFunction((target) => Math.abs(window.scrollY - target) <= 1, y);
}

/** Scrolls at once (the page scrolls smoothly otherwise) and lets the scroll event be seen. */
export async function scrollBy(page: Page, y: number): Promise<number> {
  // No async function here: the compiled helper it would need does not exist in the page.
  return page.evaluate(
    (offset) =>
      new Promise<number>((resolve) => {
        window.scrollTo({ top: offset, behavior: "instant" });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)));
      }),
    y,
  );
}

/** The first link to `pagePath` mailed to `email`, from the app's outbox (mail goes there without SMTP_URL). */
async function linkMailedTo(dataDir: string, email: string, pagePath: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const link = new RegExp(`https?://\\S+${pagePath}\\?token=[\\w%-]+`);
  for (let i = 0; i < 100; i++) {
    // Sign-up mails a verification link too, so each mail to the address is searched.
    const files = filesIn(outbox)
      .filter((name) => name.endsWith(".eml") && name.includes(email.replace(/[^a-z0-9]+/gi, "-")))
      .sort();
    for (const file of files) {
      const eml = readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const found = link.exec(eml);
      if (found) return found[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail with a ${pagePath} link for ${email}`);
}

export const resetLinkMailedTo = (dataDir: string, email: string) => linkMailedTo(dataDir, email, "/password-reset");

export const verificationLinkMailedTo = (dataDir: string, email: string) => linkMailedTo(dataDir, email, "/verify-email");

function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
