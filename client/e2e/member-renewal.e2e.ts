import { gymToday } from "../../common/gym-time";
import { ADMIN, appSession, boxOf, fillSignIn, overlaps, PHONE } from "./app-session";
import { describeInBrowser, pageReady } from "./browser";

const DAY_MS = 24 * 60 * 60 * 1000;

describeInBrowser("a member near or past expiry in Chromium", () => {
  const { session, newPage, graphql, tokenFor } = appSession();

  /** A member whose premium membership ends on the gym day `days` from today. */
  async function memberExpiringIn(email: string, days: number): Promise<void> {
    const admin = await tokenFor(ADMIN.email, ADMIN.password);
    const { createUser } = await graphql<{ createUser: { id: string } }>(
      "mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }",
      { input: { name: "Renewing Member", email, password: "member-secret" } },
      admin,
    );
    await graphql(
      "mutation ($id: ID!, $input: UpgradeUserInput!) { upgradeUser(id: $id, input: $input) { id } }",
      {
        id: createUser.id,
        input: {
          membershipTier: "premium",
          expirationDate: gymToday(new Date(Date.now() + days * DAY_MS)),
          reason: "Paid at the front desk",
        },
      },
      admin,
    );
  }

  async function signedInPhone(email: string) {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${session.app.url}/login?next=%2Fprofile`);
    await fillSignIn(page, email, "member-secret");
    await page.waitForURL(`${session.app.url}/profile`);
    return page;
  }

  it("shows a member 5 days from expiry a renew banner on public pages and the profile, in view and uncovered", async () => {
    await memberExpiringIn("renew-soon@example.com", 5);
    const page = await signedInPhone("renew-soon@example.com");
    for (const route of ["/", "/blog", "/profile"]) {
      await page.goto(session.app.url + route);
      await pageReady(page);
      const banner = page.getByRole("complementary", { name: "Membership renewal" });
      await banner.getByText("5 days left on your membership").waitFor();
      const renew = banner.getByRole("link", { name: "Renew on WhatsApp" });
      const href = (await renew.getAttribute("href"))!;
      expect(new URL(href).searchParams.get("text")).toMatch(/Member ID: IWF-\d{6}, current plan: Premium\./);
      const box = (await boxOf(renew))!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      const chat = await boxOf(page.getByRole("link", { name: "Chat with us on WhatsApp" }));
      if (chat) expect(overlaps(box, chat)).toBe(false);
    }
    const summary = page.getByRole("region", { name: "Current plan" });
    await summary.getByText("5 days left").waitFor();
    await summary.getByRole("img", { name: /^QR code of member ID IWF-\d{6}$/ }).waitFor();
  });

  it("turns the banner into a win-back with the plans after expiry, and hides it when dismissed", async () => {
    await memberExpiringIn("lapsed@example.com", -3);
    const page = await signedInPhone("lapsed@example.com");
    await page.goto(`${session.app.url}/about`);
    await pageReady(page);
    const banner = page.getByRole("complementary", { name: "Membership renewal" });
    await banner.getByText("Expired 3 days ago").waitFor();
    await banner.getByRole("link", { name: "See plans" }).click();
    await page.waitForURL(`${session.app.url}/subscription`);
    await banner.getByRole("button", { name: "Hide this reminder for today" }).click();
    await banner.waitFor({ state: "detached" });
    await page.reload();
    await pageReady(page);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await banner.count()).toBe(0);
  });
});
