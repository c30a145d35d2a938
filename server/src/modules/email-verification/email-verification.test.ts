import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { EmailVerificationToken } from "./email-verification-token.entity";

const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { token user { id email emailVerified } } }`;
const ME = `{ me { id emailVerified } }`;
const VERIFY = `mutation ($t: String!) { verifyEmail(token: $t) }`;
const RESEND = `mutation { resendVerificationEmail { success message } }`;
const UPDATE_USER = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id email emailVerified } }`;

describe.each(testDatabaseKinds())("e-mail verification on %s", (kind) => {
  let server: TestServer;
  // A fresh server per test: each starts with empty rate-limit counters and an empty outbox.
  beforeEach(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterEach(() => server.close());

  const outbox = () => path.join(server.config.dataDir, "outbox");
  const mailsTo = (email: string) => {
    let names: string[];
    try {
      names = readdirSync(outbox()).sort();
    } catch {
      names = [];
    }
    const slug = email.replace(/[^a-z0-9]+/gi, "-");
    return names.filter((name) => name.endsWith(".eml") && name.includes(slug));
  };
  /** The verification links mailed to an address so far, oldest first (mails are written in the background). */
  async function linksTo(email: string, count = 1): Promise<string[]> {
    for (let i = 0; i < 50; i++) {
      const files = mailsTo(email);
      if (files.length >= count) {
        return files.map((file) => {
          const eml = readFileSync(path.join(outbox(), file), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "=");
          return eml.match(/https?:\/\/\S+\/verify-email\?token=[\w%-]+/)![0];
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Fewer than ${count} mails for ${email} in ${outbox()}`);
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

  async function signUp(email: string) {
    const { data, errors } = await server.graphql(SIGNUP, {
      input: { name: "Verify Me", email, password: "correct-horse", acceptPolicies: true },
    });
    expect(errors).toBeUndefined();
    return data!.signup as { token: string; user: { id: string; email: string; emailVerified: boolean } };
  }

  it("lets a new member in at once, unverified, and confirms the address once with the mailed link", async () => {
    const { token, user } = await signUp("new-member@example.com");
    expect(user.emailVerified).toBe(false);
    expect((await server.graphql(ME, undefined, token)).data!.me).toEqual({ id: user.id, emailVerified: false });

    const [link] = await linksTo("new-member@example.com");
    expect(link.startsWith(`${server.config.publicUrl}/verify-email?token=`)).toBe(true);
    expect(await server.graphql(VERIFY, { t: tokenOf(link) })).toMatchObject({ data: { verifyEmail: "verified" } });
    expect((await server.graphql(ME, undefined, token)).data!.me.emailVerified).toBe(true);

    expect(await server.graphql(VERIFY, { t: tokenOf(link) })).toMatchObject({ data: { verifyEmail: "used" } });
    expect(await server.graphql(VERIFY, { t: "made-up" })).toMatchObject({ data: { verifyEmail: "invalid" } });
    expect(await server.graphql(VERIFY, { t: "x".repeat(5000) })).toMatchObject({ data: { verifyEmail: "invalid" } });
  });

  it("stores only a hash of the token, and refuses a link older than 48 hours", async () => {
    await signUp("slow-reader@example.com");
    const token = tokenOf((await linksTo("slow-reader@example.com"))[0]);
    const tokens = server.database.dataSource.getRepository(EmailVerificationToken);
    const [record] = await tokens.find();
    expect(record.tokenHash).not.toContain(token);
    const hours = (record.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);

    await tokens.update({ id: record.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await server.graphql(VERIFY, { t: token })).toMatchObject({ data: { verifyEmail: "expired" } });
  });

  it("makes a changed address unverified, mails the new one, and kills links to the old one", async () => {
    const member = await signUp("before@example.com");
    const oldLink = (await linksTo("before@example.com"))[0];
    const admin = await server.account({ role: "admin" as never });

    const changed = await server.graphql(UPDATE_USER, { id: member.user.id, input: { email: "after@example.com" } }, admin.token);
    expect(changed.data!.updateUser).toEqual({ id: member.user.id, email: "after@example.com", emailVerified: false });
    expect(await server.graphql(VERIFY, { t: tokenOf(oldLink) })).toMatchObject({ data: { verifyEmail: "invalid" } });

    const [newLink] = await linksTo("after@example.com");
    expect(await server.graphql(VERIFY, { t: tokenOf(newLink) })).toMatchObject({ data: { verifyEmail: "verified" } });
    expect((await server.graphql(ME, undefined, member.token)).data!.me.emailVerified).toBe(true);

    // A verified address changed again is unverified again.
    const again = await server.graphql(UPDATE_USER, { id: member.user.id, input: { email: "third@example.com" } }, admin.token);
    expect(again.data!.updateUser.emailVerified).toBe(false);
    await linksTo("third@example.com");
  });

  it("mails nothing when an admin saves a member without changing the address", async () => {
    const admin = await server.account({ role: "admin" as never });
    const member = await server.account({ email: "steady@example.com" });
    const saved = await server.graphql(UPDATE_USER, { id: String(member.user.id), input: { name: "Renamed" } }, admin.token);
    expect(saved.data!.updateUser.emailVerified).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo("steady@example.com")).toEqual([]);
  });

  it("resends a link to the signed-in member, within a limit, and not once verified", async () => {
    const { token } = await signUp("resend@example.com");
    expect((await server.graphql(RESEND)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");

    expect((await server.graphql(RESEND, undefined, token)).data!.resendVerificationEmail).toEqual({
      success: true,
      message: MESSAGES.verificationSent,
    });
    const links = await linksTo("resend@example.com", 2);
    for (let i = 0; i < 2; i++) await server.graphql(RESEND, undefined, token);
    const limited = await server.graphql(RESEND, undefined, token);
    expect(limited.errors![0].extensions!.code).toBe("TOO_MANY_REQUESTS");

    // Any of the links still works while the address is unchanged.
    expect(await server.graphql(VERIFY, { t: tokenOf(links[0]) })).toMatchObject({ data: { verifyEmail: "verified" } });
    expect((await server.graphql(RESEND, undefined, token)).data!.resendVerificationEmail.message).toBe(MESSAGES.emailAlreadyVerified);
  });

  it("lets an admin see whether a member's address is verified", async () => {
    const admin = await server.account({ role: "admin" as never });
    const member = await signUp("watched@example.com");
    const { data } = await server.graphql(`{ users { email emailVerified } }`, undefined, admin.token);
    expect(data!.users).toEqual(
      expect.arrayContaining([
        { email: "watched@example.com", emailVerified: false },
        { email: admin.user.email, emailVerified: true },
      ]),
    );
    expect(member.user.emailVerified).toBe(false);
  });

  it("answers the REST routes with the same outcomes", async () => {
    const signup = await server.rest("POST", "/auth/signup", {
      email: "rest-verify@example.com",
      password: "correct-horse",
      name: "Rest",
      acceptPolicies: true,
    });
    expect(signup.body.data.user.email_verified).toBe(false);
    const token = signup.body.data.token as string;

    const resent = await server.rest("POST", "/auth/resend-verification", {}, token);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toEqual({ message: MESSAGES.verificationSent });
    expect((await server.rest("POST", "/auth/resend-verification", {})).status).toBe(401);

    const [link] = await linksTo("rest-verify@example.com");
    const verified = await server.rest("POST", "/auth/verify-email", { token: tokenOf(link) });
    expect(verified.body).toMatchObject({ success: true, data: { status: "verified" } });
    const reused = await server.rest("POST", "/auth/verify-email", { token: tokenOf(link) });
    expect(reused.body.data).toEqual({ status: "used" });
    expect((await server.rest("POST", "/auth/verify-email", {})).body.data).toEqual({ status: "invalid" });
  });
});
