import { ADMIN, appSession, DESKTOP, fillSignIn, PHONE } from "./app-session";
import { describeInBrowser } from "./browser";

const MEMBER = { name: "Bikash Bora", email: "bikash@example.com", password: "bikash-secret" };

describeInBrowser("policies members accept, in Chromium", () => {
  const { session, newPage, graphql } = appSession();

  it("asks a member to accept a material change to the Terms at sign-in, and the admin sees the acceptance counted", async () => {
    await graphql("mutation ($input: SignupInput!) { signup(input: $input) { token } }", { input: { ...MEMBER, acceptPolicies: true } });

    const admin = await newPage({ viewport: DESKTOP });
    await admin.goto(`${session.app.url}/login`);
    await fillSignIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL((url) => url.pathname !== "/login");
    await admin.goto(`${session.app.url}/admin/policies`);
    await admin.getByRole("tab", { name: "Terms & Conditions" }).click();
    const panel = admin.getByRole("tabpanel", { name: "Terms & Conditions" });
    const content = panel.getByLabel("Content (Markdown)", { exact: true });
    await content.fill(`${await content.inputValue()}\n\n## Lockers\n\nLockers are emptied every night at closing time.`);
    await panel.getByRole("checkbox", { name: /Material change/ }).check();
    await panel.getByLabel(/What changed/).fill("Lockers are emptied nightly");
    await panel.getByRole("button", { name: "Save" }).click();
    await panel.getByText("Version 2, last updated", { exact: false }).waitFor();

    const member = await newPage({ viewport: PHONE });
    await member.goto(`${session.app.url}/login`);
    await fillSignIn(member, MEMBER.email, MEMBER.password);
    await member.waitForURL((url) => url.pathname === "/accept-policies");
    await member.getByRole("heading", { name: "We have updated our policies" }).waitFor();
    const terms = member.getByRole("region", { name: "Terms & Conditions" });
    await terms.getByText("What changed: Lockers are emptied nightly").waitFor();
    await terms.locator("ins", { hasText: "Lockers are emptied every night at closing time." }).waitFor();
    await member.getByRole("button", { name: "I accept" }).click();
    await member.waitForURL(`${session.app.url}/profile`);
    await member.getByText(MEMBER.name, { exact: true }).first().waitFor();
    expect(member.url()).toBe(`${session.app.url}/profile`);

    await admin.reload();
    await admin.getByRole("tab", { name: "Terms & Conditions" }).click();
    await panel.getByRole("button", { name: "Version history" }).click();
    const versions = panel.getByRole("list", { name: "Versions" });
    await versions.getByRole("listitem").first().getByText("Accepted by 1 member").waitFor();
    expect(await versions.getByRole("listitem").first().textContent()).toContain("Material");
  });
});
