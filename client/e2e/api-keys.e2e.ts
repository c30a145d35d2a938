import { API_KEY_MESSAGES } from "../../common/validation";
import { ADMIN, appSession, fillSignIn, PHONE } from "./app-session";
import { describeInBrowser } from "./browser";

describeInBrowser("API keys in Chromium", () => {
  const { session, newPage } = appSession();

  const users = async (key: string) => {
    const response = await fetch(`${session.app.url}/api/admin/users`, { headers: { authorization: `Bearer ${key}` } });
    return { status: response.status, body: (await response.json()) as { message: string } };
  };

  it("creates a key whose secret is shown once, which works until it is revoked", async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${session.app.url}/login?next=%2Fadmin%2Fapi-keys`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${session.app.url}/admin/api-keys`);
    await page.getByText("No API keys yet").waitFor();

    await page.getByRole("button", { name: "New API key" }).click();
    const dialog = page.getByRole("dialog", { name: "New API key" });
    await dialog.getByLabel("Name").fill("Reporting sheet");
    await dialog.getByRole("checkbox", { name: /members:read/ }).check();
    await dialog.getByRole("button", { name: "Create key" }).click();

    const shown = page.getByRole("dialog", { name: "Copy your new API key" });
    await shown.getByText("You won’t see it again.").waitFor();
    const secret = await shown.getByLabel("API key").inputValue();
    expect(secret).toMatch(/^gymk_[0-9a-f]{8}_/);
    await shown.getByRole("button", { name: "Done" }).click();
    expect(await page.getByText(secret).count()).toBe(0);

    expect((await users(secret)).status).toBe(200);
    await page.reload();
    const item = page.getByRole("list", { name: "API keys" }).getByRole("listitem").first();
    await item.getByText("Reporting sheet").waitFor();
    expect(await item.textContent()).not.toContain("Last used: Never");

    await item.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("dialog", { name: "Revoke API key" }).getByRole("button", { name: "Revoke key" }).click();
    await item.getByText("Revoked", { exact: true }).waitFor();
    expect(await users(secret)).toEqual({ status: 401, body: expect.objectContaining({ message: API_KEY_MESSAGES.revoked }) });
  });
});
