import { MEMBER_IMPORT_MESSAGES } from "../../common/validation";
import { ADMIN, appSession, fillSignIn, PHONE, resetLinkMailedTo } from "./app-session";
import { describeInBrowser } from "./browser";

const csv = (lines: string[]) => ({ name: "members.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });

describeInBrowser("importing members from CSV in Chromium", () => {
  const { session, newPage, graphql, tokenFor } = appSession();

  const storedEmails = async () => {
    const { users } = await graphql<{ users: { email: string }[] }>("{ users { email } }", {}, await tokenFor(ADMIN.email, ADMIN.password));
    return users.map((user) => user.email);
  };

  it("shows a bad file's problems and writes nothing, then imports a good file and invites its members", async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${session.app.url}/login?next=%2Fadmin%2Fusers`);
    await fillSignIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL(`${session.app.url}/admin/users`);
    await page.getByRole("button", { name: "Import members" }).click();
    const dialog = page.getByRole("dialog", { name: "Import members" });

    await dialog
      .locator("input[type=file]")
      .setInputFiles(
        csv([
          "name,email,phone,tier,expiry",
          "Ritu Gogoi,ritu.import@example.com,98640 12345,premium,31/03/2027",
          "Anil,anil.import@example.com,,gold,",
        ]),
      );
    await dialog.getByText(MEMBER_IMPORT_MESSAGES.tierInvalid).waitFor();
    expect(await dialog.getByRole("button", { name: "Import 1 member" }).isDisabled()).toBe(true);
    expect(await storedEmails()).not.toContain("ritu.import@example.com");

    await dialog.getByRole("button", { name: "Choose another file" }).click();
    await dialog
      .locator("input[type=file]")
      .setInputFiles(
        csv([
          "name,email,phone,tier,expiry",
          "Ritu Gogoi,ritu.import@example.com,98640 12345,premium,31/03/2027",
          "Anil,anil.import@example.com,,basic,",
        ]),
      );
    await dialog.getByRole("button", { name: "Import 2 members" }).click();
    await dialog.getByText(/Imported: 2 new members, 0 members updated/).waitFor();
    expect(await storedEmails()).toEqual(expect.arrayContaining(["ritu.import@example.com", "anil.import@example.com"]));

    // The invitation's link sets the first password.
    const link = await resetLinkMailedTo(session.app.dataDir, "ritu.import@example.com");
    const member = await newPage({ viewport: PHONE });
    await member.goto(link);
    await member.getByLabel("New Password", { exact: true }).fill("brahmaputra-sunrise");
    await member.getByLabel("Confirm Password").fill("brahmaputra-sunrise");
    await member.getByRole("button", { name: "Reset Password" }).click();
    await member.getByText("Your password has been reset.", { exact: false }).waitFor();
    expect(await tokenFor("ritu.import@example.com", "brahmaputra-sunrise")).toBeTruthy();
  });
});
