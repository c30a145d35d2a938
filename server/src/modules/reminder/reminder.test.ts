import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CONTACT_MESSAGES, memberIdFor, parseExpiry, REMINDER_MESSAGES } from "../../../../common/validation";
import { gymToday } from "../../../../common/gym-time";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { User } from "../user/user.entity";
import { Role } from "../user/user.enums";

const DAY_MS = 24 * 60 * 60 * 1000;
const PREVIEW = `query ($kind: String!, $userId: ID, $body: String) { reminderPreview(kind: $kind, userId: $userId, body: $body) { to subject text html } }`;
const UPDATE = `mutation ($kind: String!, $input: ReminderRuleInput!) { updateReminderRule(kind: $kind, input: $input) { kind days subject enabled } }`;
const SUBSCRIBE = `mutation ($e: String!) { subscribeToNewsletter(email: $e) { success message } }`;

describe.each(testDatabaseKinds())("reminder settings, unsubscribe links and the newsletter on %s", (kind) => {
  let server: TestServer;
  let admin: { token: string; user: User };
  beforeEach(async () => {
    server = await startTestServer(kind, { seed: false });
    admin = await server.account({ role: Role.admin, name: "Desk Admin" });
  });
  afterEach(() => server.close());

  const mails = (): string[] => {
    const dir = path.join(server.config.dataDir, "outbox");
    let files: string[];
    try {
      files = readdirSync(dir)
        .filter((file) => file.endsWith(".eml"))
        .sort();
    } catch {
      return [];
    }
    return files.map((file) =>
      readFileSync(path.join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=")
        .replace(/\r?\n[ \t]+/g, " "),
    );
  };
  const mailsTo = (email: string) => mails().filter((mail) => mail.includes(`To: ${email}`));
  const linkIn = (mail: string, pathname: string) => {
    const match = new RegExp(`(http://[^\\s"<>]+${pathname}\\?token=[A-Za-z0-9_.%-]+)`).exec(mail);
    if (!match) throw new Error(`No ${pathname} link in the mail`);
    return new URL(match[1]).searchParams.get("token")!;
  };
  const post = (pathname: string, body: Record<string, string>, query = "") =>
    fetch(`${server.url}${pathname}${query}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body).toString(),
      redirect: "manual",
    });

  it("previews a reminder from the server with every placeholder filled, for admins only", async () => {
    const member = await server.account({ name: "Ritu Gogoi", email: "ritu@example.com" });
    const expiry = parseExpiry(gymToday(new Date(Date.now() + 7 * DAY_MS)))!;
    await server.database.dataSource.manager.update(User, { id: member.user.id }, { expirationDate: expiry });

    const sample = await server.graphql(PREVIEW, { kind: "before_30" }, admin.token);
    expect(sample.errors).toBeUndefined();
    const preview = sample.data!.reminderPreview as { subject: string; text: string; html: string };
    expect(preview.subject).toBe("Your Iron Warrior Fitness membership renews in 30 days");
    expect(preview.text).toContain("Hi Priya Sharma,");
    expect(preview.text).not.toMatch(/\{(name|memberId|expiryDate|daysLeft|plan|renewUrl)\}/);
    expect(preview.html).toContain("Unsubscribe</a>");

    const chosen = await server.graphql(
      PREVIEW,
      { kind: "before_7", userId: member.user.id, body: "{name} {memberId} {daysLeft} {plan} {expiryDate} {renewUrl} {unknown}" },
      admin.token,
    );
    const text = (chosen.data!.reminderPreview as { text: string; to: string }).text;
    expect((chosen.data!.reminderPreview as { to: string }).to).toBe("ritu@example.com");
    expect(text.split("\n")[0]).toBe(
      `Ritu Gogoi ${member.user.memberId} 7 Basic ${new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(expiry)} ${server.config.publicUrl}/subscription {unknown}`,
    );

    const refused = await server.graphql(PREVIEW, { kind: "before_30" }, member.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const unknown = await server.graphql(PREVIEW, { kind: "before_99" }, admin.token);
    expect(unknown.errors?.[0]?.message).toBeDefined();
  });

  it("saves a rule with validation and an audit entry", async () => {
    const bad = await server.graphql(UPDATE, { kind: "before_7", input: { days: 0, subject: " ", body: "x", enabled: true } }, admin.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(JSON.stringify(bad.errors)).toContain(REMINDER_MESSAGES.daysRange);
    expect(JSON.stringify(bad.errors)).toContain(REMINDER_MESSAGES.subjectRequired);

    const saved = await server.graphql(
      UPDATE,
      { kind: "before_7", input: { days: 10, subject: "Ten days, {name}", body: "Renew: {renewUrl}", enabled: false } },
      admin.token,
    );
    expect(saved.data?.updateReminderRule).toEqual({ kind: "before_7", days: 10, subject: "Ten days, {name}", enabled: false });
    const rules = await server.graphql(`{ reminderRules { kind days enabled } }`, {}, admin.token);
    expect(rules.data?.reminderRules).toEqual([
      { kind: "before_30", days: 30, enabled: true },
      { kind: "before_7", days: 10, enabled: false },
      { kind: "before_1", days: 1, enabled: true },
      { kind: "win_back", days: 7, enabled: true },
    ]);
    const audit = await server.database.dataSource.query("SELECT action FROM audit_log WHERE action = 'reminder.update'");
    expect(audit).toHaveLength(1);
  });

  it("unsubscribes with one click or the page's button, refuses a tampered token, and the next run skips the member", async () => {
    const member = await server.account({ name: "Ritu", email: "ritu@example.com" });
    await server.database.dataSource.manager.update(
      User,
      { id: member.user.id },
      { expirationDate: parseExpiry(gymToday(new Date(Date.now() + 30 * DAY_MS))) },
    );
    const other = await server.account({ name: "Other", email: "other@example.com" });
    await server.database.dataSource.manager.update(
      User,
      { id: other.user.id },
      { expirationDate: parseExpiry(gymToday(new Date(Date.now() + 1 * DAY_MS))) },
    );
    await server.services.reminders.run(new Date());
    const mail = mailsTo("ritu@example.com")[0];
    const token = linkIn(mail, "/unsubscribe");

    // A tampered token (another address, same signature) is refused, and so is nonsense.
    const [body, mac] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, "base64url").toString()), e: "other@example.com" })).toString("base64url")}.${mac}`;
    const tampered = await post("/unsubscribe", { "List-Unsubscribe": "One-Click" }, `?token=${encodeURIComponent(forged)}`);
    expect(tampered.status).toBe(400);
    expect((await fetch(`${server.url}/unsubscribe?token=nonsense`)).status).toBe(400);
    expect(await server.services.reminders.isOptedOut("other@example.com", "reminders")).toBe(false);

    // GET only shows the page (mail scanners follow links).
    const page = await fetch(`${server.url}/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("ritu@example.com");
    expect(await server.services.reminders.isOptedOut("ritu@example.com", "reminders")).toBe(false);

    // RFC 8058 one-click POST.
    const oneClick = await post("/unsubscribe", { "List-Unsubscribe": "One-Click" }, `?token=${encodeURIComponent(token)}`);
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe(REMINDER_MESSAGES.unsubscribedReminders);
    expect(await server.services.reminders.isOptedOut("ritu@example.com", "reminders")).toBe(true);
    // The page's button says what happened; repeating is harmless.
    const button = await post("/unsubscribe", { token });
    expect(await button.text()).toContain(REMINDER_MESSAGES.unsubscribedReminders);

    // A new expiry would make a new reminder due; the opted-out member is skipped.
    await server.database.dataSource.manager.update(
      User,
      { id: member.user.id },
      { expirationDate: parseExpiry(gymToday(new Date(Date.now() + 29 * DAY_MS))) },
    );
    expect((await server.services.reminders.dueAt(new Date())).map((r) => r.email)).toEqual([]);
    await server.services.reminders.run(new Date());
    expect(mailsTo("ritu@example.com")).toHaveLength(1);

    const prefs = await server.graphql(`{ myMailPreferences { renewalReminders newsletter } }`, {}, member.token);
    expect(prefs.data?.myMailPreferences).toEqual({ renewalReminders: false, newsletter: false });
  });

  it("counts a newsletter address only once confirmed, exports it safely and unsubscribes it", async () => {
    const subscribed = await server.graphql(SUBSCRIBE, { e: "Fan@Example.com" });
    expect(subscribed.data?.subscribeToNewsletter).toEqual({ success: true, message: CONTACT_MESSAGES.subscribed });
    await server.graphql(SUBSCRIBE, { e: "=cmd@example.com" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const count = async () => (await server.graphql(`{ newsletterSubscriberCount }`, {}, admin.token)).data?.newsletterSubscriberCount;
    expect(await count()).toBe(0);
    const pending = await server.graphql(`{ newsletterSubscribers(status: "pending") { total items { email status } } }`, {}, admin.token);
    expect(pending.data?.newsletterSubscribers).toMatchObject({ total: 2 });

    const confirmMail = mailsTo("fan@example.com")[0];
    expect(confirmMail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const token = linkIn(confirmMail, "/newsletter/confirm");
    expect((await fetch(`${server.url}/newsletter/confirm?token=${encodeURIComponent(token)}`)).status).toBe(200);
    expect(await count()).toBe(0);
    expect((await post("/newsletter/confirm", { token: `${token}x` })).status).toBe(400);
    const confirmed = await post("/newsletter/confirm", { token });
    expect(await confirmed.text()).toContain(REMINDER_MESSAGES.confirmed);
    await post("/newsletter/confirm", { token: linkIn(mailsTo("=cmd@example.com")[0], "/newsletter/confirm") });
    expect(await count()).toBe(2);

    // A member who opted in is marked with their member ID, in the list and in the export.
    const fanMember = await server.account({ email: "fan@example.com" });
    const marked = await server.graphql(`{ newsletterSubscribers { items { email memberId } } }`, {}, admin.token);
    expect((marked.data?.newsletterSubscribers as { items: unknown[] }).items).toEqual(
      expect.arrayContaining([
        { email: "fan@example.com", memberId: memberIdFor(fanMember.user.id) },
        { email: "=cmd@example.com", memberId: null },
      ]),
    );
    const csv = await server.graphql(`mutation { exportNewsletterSubscribers }`, {}, admin.token);
    const lines = (csv.data?.exportNewsletterSubscribers as string).trim().split("\n");
    expect(lines[0]).toBe("email,subscribed_at,confirmed_at,member_id");
    expect(lines[1]).toMatch(/^'=cmd@example.com,.*,$/);
    expect(lines[2]).toMatch(new RegExp(`^fan@example.com,.*,${memberIdFor(fanMember.user.id)}$`));
    const refused = await server.graphql(`mutation { exportNewsletterSubscribers }`, {}, (await server.account()).token);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    // The unsubscribe link of the confirmation mail works with one click.
    const oneClick = await post(
      "/unsubscribe",
      { "List-Unsubscribe": "One-Click" },
      `?token=${encodeURIComponent(linkIn(confirmMail, "/unsubscribe"))}`,
    );
    expect(await oneClick.text()).toBe(REMINDER_MESSAGES.unsubscribedNewsletter);
    expect(await count()).toBe(1);
    // Subscribing again needs a fresh confirmation.
    await server.graphql(SUBSCRIBE, { e: "fan@example.com" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await count()).toBe(1);
    expect(mailsTo("fan@example.com")).toHaveLength(2);
    await post("/newsletter/confirm", { token: linkIn(mailsTo("fan@example.com")[1], "/newsletter/confirm") });
    expect(await count()).toBe(2);

    const list = await server.graphql(`{ newsletterSubscribers { items { id email } } }`, {}, admin.token);
    const fan = (list.data?.newsletterSubscribers as { items: { id: string; email: string }[] }).items.find(
      (s) => s.email === "fan@example.com",
    )!;
    const removed = await server.graphql(
      `mutation ($id: ID!) { unsubscribeNewsletterSubscriber(id: $id) { status } }`,
      { id: fan.id },
      admin.token,
    );
    expect(removed.data?.unsubscribeNewsletterSubscriber).toEqual({ status: "unsubscribed" });
    expect(await count()).toBe(1);
  });
});
