import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ACCOUNT_DELETION_GRACE_DAYS, MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { ContactMessage } from "../message/contact-message.entity";
import { AccountDeletion } from "./account-deletion.entity";

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPORT = `{ myDataExport }`;
const REQUEST = `mutation ($p: String!) { requestAccountDeletion(currentPassword: $p) { eraseAfter requestedAt } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token notice } }`;
const PENDING = `{ myAccountDeletion { eraseAfter } }`;
const SEND = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { success } }`;

const contact = (email: string, subject: string) => ({
  firstName: "Ritu",
  lastName: "Gogoi",
  email,
  phone: null,
  subject,
  message: "Are you open on Bihu?",
});

describe.each(testDatabaseKinds())("members' data rights on %s", (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterEach(() => server.close());

  /** The plain-text mails written to the outbox for one address, oldest first. */
  const mailsTo = (email: string): string[] => {
    const outbox = path.join(server.config.dataDir, "outbox");
    let files: string[];
    try {
      files = readdirSync(outbox).sort();
    } catch {
      return [];
    }
    return files
      .map((file) => readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, ""))
      .filter((mail) => mail.includes(`To: ${email}`));
  };

  const count = async (sql: string, params: unknown[] = []) => Number((await server.database.dataSource.query(sql, params))[0].n);

  it("exports everything held about the member as JSON, without secrets or other members' data", async () => {
    const member = await server.account({ name: "Ritu Gogoi", email: "ritu@example.com" });
    const other = await server.account({ email: "other@example.com" });
    const admin = await server.account({ role: "admin" as never, name: "Desk Admin" });
    await server.graphql(SEND, { input: contact("Ritu@Example.com", "Timings") });
    await server.graphql(SEND, { input: contact("other@example.com", "Someone else") });
    await server.graphql(`mutation ($e: String!) { subscribeToNewsletter(email: $e) { success } }`, { e: "ritu@example.com" });
    await server.graphql(
      `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
      { id: member.user.id, input: { referralScore: 40, reason: "Brought the Bihu group" } },
      admin.token,
    );

    const { data, errors } = await server.graphql(EXPORT, undefined, member.token);
    expect(errors).toBeUndefined();
    const exported = JSON.parse(data!.myDataExport);
    expect(exported.account).toMatchObject({ id: member.user.id, name: "Ritu Gogoi", email: "ritu@example.com", role: "user" });
    expect(exported.membership).toMatchObject({ tier: "basic" });
    expect(exported.referral).toEqual({
      badge: "user",
      referralScore: 40,
      referralCode: member.user.referralCode,
      referredBy: null,
      referralConfirmedAt: null,
      friendsReferred: 0,
    });
    // Issue 17 item 6: the history, with the reason but not who at the gym made the change.
    expect(exported.membershipHistory).toEqual([
      expect.objectContaining({
        field: "referralScore",
        from: "0",
        to: "40",
        byYou: false,
        source: "admin",
        reason: "Brought the Bihu group",
      }),
    ]);
    expect(exported.newsletter).toMatchObject({ subscribed: false, status: "pending" });
    expect(exported.renewalReminders).toEqual({ optedOut: false, sent: [] });
    expect(exported.contactMessages).toEqual([expect.objectContaining({ subject: "Timings", message: "Are you open on Bihu?" })]);
    expect(exported.auditEntries).toEqual([expect.objectContaining({ action: "user.update", byYou: false })]);
    expect(exported.accountDeletion).toBeNull();
    const text = data!.myDataExport as string;
    for (const secret of ["passwordHash", "password_hash", "tokenVersion", "$argon2", "Desk Admin", "other@example.com"]) {
      expect(text).not.toContain(secret);
    }
    expect(other.user.id).not.toBe(member.user.id);
  });

  it("downloads the same export over REST as a JSON attachment, only for the signed-in member", async () => {
    const member = await server.account({ email: "rest-export@example.com" });
    const response = await fetch(`${server.url}/api/users/me/export`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="?[\w-]+\.json"?$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(((await response.json()) as { account: { email: string } }).account.email).toBe("rest-export@example.com");

    const anonymous = await fetch(`${server.url}/api/users/me/export`);
    expect(anonymous.status).toBe(401);
    expect((await server.graphql(EXPORT)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("rate limits exports per account", async () => {
    const member = await server.account();
    for (let i = 0; i < 5; i++) expect((await server.graphql(EXPORT, undefined, member.token)).errors).toBeUndefined();
    const refused = await server.graphql(EXPORT, undefined, member.token);
    expect(refused.errors![0].extensions!.code).toBe("TOO_MANY_REQUESTS");
  });

  it("asks for the current password at the field before scheduling a deletion", async () => {
    const member = await server.account();
    const empty = await server.graphql(REQUEST, { p: "" }, member.token);
    expect(empty.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { currentPassword: MESSAGES.deletionPasswordRequired },
    });
    const wrong = await server.graphql(REQUEST, { p: "not-my-password" }, member.token);
    expect(wrong.errors![0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { currentPassword: MESSAGES.currentPasswordWrong },
    });
    expect(await count("SELECT COUNT(*) AS n FROM account_deletions")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM membership_changes WHERE user_id = ?", [member.user.id])).toBe(0);
    expect((await server.graphql(`{ me { id } }`, undefined, member.token)).errors).toBeUndefined();
  });

  it("schedules erasure after the grace period, signs the member out, mails the date, and signing in cancels it", async () => {
    const member = await server.account({ email: "leaving@example.com" });
    const before = Date.now();
    const { data, errors } = await server.graphql(REQUEST, { p: member.password }, member.token);
    expect(errors).toBeUndefined();
    const eraseAfter = new Date(data!.requestAccountDeletion.eraseAfter).getTime();
    expect(eraseAfter - before).toBeGreaterThanOrEqual(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    expect(eraseAfter - before).toBeLessThan(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS + 60_000);

    expect((await server.graphql(`{ me { id } }`, undefined, member.token)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");
    const [mail] = mailsTo("leaving@example.com");
    const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(new Date(eraseAfter));
    expect(mail).toContain(`erased on ${longDate}`);

    const signIn = await server.graphql(LOGIN, { input: { email: "leaving@example.com", password: member.password } });
    expect(signIn.data!.login.notice).toBe(MESSAGES.accountDeletionCancelled);
    expect((await server.graphql(PENDING, undefined, signIn.data!.login.token)).data!.myAccountDeletion).toBeNull();
    const again = await server.graphql(LOGIN, { input: { email: "leaving@example.com", password: member.password } });
    expect(again.data!.login.notice).toBeNull();

    const restSignIn = await server.rest("POST", "/users/me/deletion", { current_password: member.password }, signIn.data!.login.token);
    expect(restSignIn.status).toBe(200);
    expect(restSignIn.body.data.erase_after).toEqual(expect.any(String));
    const fresh = await server.graphql(LOGIN, { input: { email: "leaving@example.com", password: member.password } });
    expect(fresh.data!.login.notice).toBe(MESSAGES.accountDeletionCancelled);
  });

  it("cancels a pending deletion on request, over GraphQL and REST", async () => {
    const member = await server.account();
    await server.database.dataSource.manager.insert(AccountDeletion, { userId: member.user.id, eraseAfter: new Date(Date.now() + DAY_MS) });
    const pending = await server.graphql(PENDING, undefined, member.token);
    expect(pending.data!.myAccountDeletion.eraseAfter).toEqual(expect.any(String));
    const cancelled = await server.rest("DELETE", "/users/me/deletion", undefined, member.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(MESSAGES.accountDeletionCancelledByYou);
    const nothing = await server.graphql(`mutation { cancelAccountDeletion { message } }`, undefined, member.token);
    expect(nothing.errors![0]).toMatchObject({ message: MESSAGES.noAccountDeletionPending, extensions: { code: "NOT_FOUND" } });
  });

  it("refuses the deletion of the last active admin, and allows it when another admin remains", async () => {
    const admin = await server.account({ role: "admin" as never });
    const refused = await server.graphql(REQUEST, { p: admin.password }, admin.token);
    expect(refused.errors![0]).toMatchObject({ message: MESSAGES.lastAdminCannotBeDeleted, extensions: { code: "FORBIDDEN" } });
    expect((await server.graphql(`{ me { id } }`, undefined, admin.token)).errors).toBeUndefined();

    await server.account({ role: "admin" as never });
    expect((await server.graphql(REQUEST, { p: admin.password }, admin.token)).errors).toBeUndefined();
  });

  it("erases the account after the grace period: personal data and messages gone, audit entries anonymous, one mail", async () => {
    const admin = await server.account({ role: "admin" as never, name: "Desk Admin" });
    const member = await server.account({ name: "Ritu Gogoi", email: "erase-me@example.com" });
    await server.graphql(SEND, { input: contact("erase-me@example.com", "Mine") });
    await server.graphql(SEND, { input: contact("stays@example.com", "Not mine") });
    await server.graphql(`mutation ($e: String!) { subscribeToNewsletter(email: $e) { success } }`, { e: "erase-me@example.com" });
    await server.services.reminders.optOut("erase-me@example.com", "reminders");
    await server.graphql(
      `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
      { id: member.user.id, input: { name: "Ritu G", membershipTier: "premium", reason: "Paid for Ritu" } },
      admin.token,
    );
    expect(await count("SELECT COUNT(*) AS n FROM membership_changes WHERE user_id = ?", [member.user.id])).toBe(1);
    await server.graphql(REQUEST, { p: member.password }, member.token);
    const dataRights = server.services.dataRights;

    expect(await dataRights.eraseDueAccounts(new Date(Date.now() + (ACCOUNT_DELETION_GRACE_DAYS - 1) * DAY_MS))).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ?", [member.user.id])).toBe(1);

    const afterGrace = new Date(Date.now() + (ACCOUNT_DELETION_GRACE_DAYS + 1) * DAY_MS);
    expect(await dataRights.eraseDueAccounts(afterGrace)).toBe(1);
    expect(await dataRights.eraseDueAccounts(afterGrace)).toBe(0);

    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ?", [member.user.id])).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM account_deletions")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM membership_changes WHERE user_id = ?", [member.user.id])).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM newsletter_subscribers")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM mail_opt_outs")).toBe(0);
    const messages = await server.database.dataSource.query("SELECT email FROM contact_messages");
    expect(messages).toEqual([{ email: "stays@example.com" }]);

    const audit: { actor_name: string; summary: string }[] = await server.database.dataSource.query(
      "SELECT actor_name, summary FROM audit_log ORDER BY id",
    );
    const text = JSON.stringify(audit);
    expect(text).not.toMatch(/erase-me@example\.com|Ritu/);
    expect(text).toMatch(/deleted account #[0-9a-f]{8}/);
    expect(audit.map((entry) => entry.actor_name)).toContain("Desk Admin");

    const mails = mailsTo("erase-me@example.com");
    // The deletion notice, the newsletter's confirmation link (double opt-in), and the erasure notice.
    expect(mails).toHaveLength(3);
    expect(mails.some((mail) => mail.includes("Confirm your Iron Warrior Fitness newsletter subscription"))).toBe(true);
    expect(mails[2]).toContain("have been erased");
    const signIn = await server.graphql(LOGIN, { input: { email: "erase-me@example.com", password: member.password } });
    expect(signIn.errors![0].message).toBe(MESSAGES.invalidCredentials);
  });

  it("keeps the last active admin when the grace period ends after the other admins left", async () => {
    const admin = await server.account({ role: "admin" as never });
    const other = await server.account({ role: "admin" as never });
    await server.graphql(REQUEST, { p: admin.password }, admin.token);
    await server.database.dataSource.query("UPDATE users SET account_status = 'inactive' WHERE id = ?", [other.user.id]);
    expect(await server.services.dataRights.eraseDueAccounts(new Date(Date.now() + 15 * DAY_MS))).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE id = ?", [admin.user.id])).toBe(1);
  });
});

describe.each(testDatabaseKinds())("contact message retention on %s", (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind, { seed: false, env: { CONTACT_MESSAGE_RETENTION_DAYS: "30" } });
  });
  afterEach(() => server.close());

  it("deletes contact messages older than CONTACT_MESSAGE_RETENTION_DAYS and keeps newer ones", async () => {
    for (const subject of ["Old", "Recent"]) {
      await server.graphql(SEND, { input: contact("someone@example.com", subject) });
    }
    const db = server.database.dataSource;
    const sentDaysAgo = (subject: string, days: number) =>
      db.manager.update(ContactMessage, { subject }, { createdAt: new Date(Date.now() - days * DAY_MS) });
    await sentDaysAgo("Old", 31);
    await sentDaysAgo("Recent", 29);
    expect(await server.services.dataRights.deleteExpiredContactMessages(new Date())).toBe(1);
    expect(await db.query("SELECT subject FROM contact_messages")).toEqual([{ subject: "Recent" }]);
  });
});
