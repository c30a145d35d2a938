import { generateSync } from "otplib";
import type { Page } from "playwright-core";
import { ADMIN, adminCode, appSession, DESKTOP, fillAuthenticatorCode, PHONE } from "./app-session";
import { describeInBrowser } from "./browser";

describeInBrowser("two-factor sign-in in Chromium", () => {
  const { session, newPage } = appSession();

  async function signUp(page: Page, email: string) {
    await page.goto(`${session.app.url}/signup`);
    await page.getByLabel("Full Name").fill("Careful Member");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("member-secret");
    await page.getByLabel("Confirm Password").fill("member-secret");
    await page.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${session.app.url}/profile`);
  }

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("asks an admin for the authenticator code after the password, and shows a wrong one at the field (%s)", async (_name, viewport) => {
    const page = await newPage({ viewport });
    await page.goto(`${session.app.url}/login`);
    await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const code = page.getByLabel("Authentication code");
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    const wrong = String((Number(adminCode()) + 500_000) % 1_000_000).padStart(6, "0");
    await fillAuthenticatorCode(page, wrong);
    await page.getByText("That code is not right").first().waitFor();
    expect(await code.getAttribute("aria-invalid")).toBe("true");
    await fillAuthenticatorCode(page, adminCode());
    await page.waitForURL(`${session.app.url}/`);
  });

  it("lets a member turn it on from the profile: password, QR code, a code, then the recovery codes", async () => {
    const page = await newPage({ viewport: PHONE });
    const email = "careful-member@example.com";
    await signUp(page, email);
    await page.getByRole("link", { name: "Turn on" }).click();
    await page.waitForURL(/\/account\/two-factor\?next=%2Fprofile$/);
    // The profile has a "Current Password" field too: wait until the set-up page has replaced it.
    await page.getByRole("heading", { name: "Confirm it is you" }).waitFor();
    await page.getByLabel("Current Password").fill("not-my-password");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Current password is incorrect").waitFor();
    await page.getByLabel("Current Password").fill("member-secret");
    await page.getByRole("button", { name: "Continue" }).click();

    const qr = page.getByAltText("QR code for your authenticator app");
    await qr.waitFor();
    const box = (await qr.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const secret = (await page.getByLabel("Setup key").textContent())!.replace(/\s/g, "");
    await page.getByLabel("Code from the app").fill(generateSync({ secret }));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    const list = page.getByRole("list", { name: "Recovery codes" });
    await list.waitFor();
    const codes = await list.getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.waitForURL(`${session.app.url}/profile`);
    await page.getByText("On: signing in also needs a code from your authenticator app.").waitFor();

    // Signing in again takes a recovery code in place of the app's code.
    const again = await newPage({ viewport: PHONE });
    await again.goto(`${session.app.url}/login`);
    await again.getByLabel("Email", { exact: true }).fill(email);
    await again.getByLabel("Password", { exact: true }).fill("member-secret");
    await again.getByRole("button", { name: "Sign In" }).click();
    await again.getByRole("button", { name: "Use a recovery code" }).click();
    await again.getByLabel("Recovery code").fill(codes[0].trim());
    await again.getByRole("button", { name: "Verify" }).click();
    await again.waitForURL(`${session.app.url}/`);
  });
});
