import { gymClock } from "../../common/gym-time";
import { ADMIN, appSession, DESKTOP, fillSignIn } from "./app-session";
import { describeInBrowser, pageReady } from "./browser";

const TEXT = "Flash Festival";
const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 300));

describeInBrowser("scheduled festive campaigns in Chromium", () => {
  const { session, newPage, open } = appSession();
  const html = async (path: string) => (await fetch(session.app.url + path)).text();

  it("shows a campaign's badge on the visitor's pages only inside its window", async () => {
    const admin = await newPage({ viewport: DESKTOP });
    await admin.goto(`${session.app.url}/login`);
    await fillSignIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL((url) => url.pathname !== "/login");
    await admin.goto(`${session.app.url}/admin/subscriptions`);
    await admin.getByRole("button", { name: "Schedule Campaign" }).click();
    const dialog = admin.getByRole("dialog", { name: "Schedule Campaign" });
    await dialog.getByLabel("Badge text").fill(TEXT);
    await dialog.getByText("Diwali Lights").click();

    // A window a few seconds ahead, typed in gym time to the second.
    const start = Math.ceil(Date.now() / 1000) * 1000 + 12_000;
    const end = start + 10_000;
    const [from, to] = [gymClock(new Date(start)), gymClock(new Date(end))];
    await dialog.getByLabel("Start date").fill(from.date);
    await dialog.getByLabel("Start time").fill(from.time);
    await dialog.getByLabel("End date").fill(to.date);
    await dialog.getByLabel("End time").fill(to.time);
    await dialog.getByRole("button", { name: "Schedule Campaign" }).click();
    await dialog.waitFor({ state: "detached" });
    await admin.getByRole("region", { name: "Upcoming" }).getByText(TEXT).waitFor();
    expect(Date.now()).toBeLessThan(start);

    const visitor = await open("/subscription");
    expect(await visitor.getByText(TEXT).count()).toBe(0);
    expect(await html("/subscription")).not.toContain(TEXT);
    expect(await html("/")).not.toContain(TEXT);

    await until(start);
    expect(await html("/subscription")).toContain(TEXT);
    expect(await html("/")).toContain(TEXT);
    await visitor.reload();
    await pageReady(visitor);
    expect(await visitor.getByText(TEXT).count()).toBeGreaterThan(1);

    await until(end);
    expect(await html("/subscription")).not.toContain(TEXT);
    expect(await html("/")).not.toContain(TEXT);
    await visitor.reload();
    await pageReady(visitor);
    expect(await visitor.getByText(TEXT).count()).toBe(0);
  }, 60_000);
});
