import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MESSAGES } from "../../../../common/validation";
import { PasswordResetToken } from "../user/password-reset-token.entity";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

const REQUEST = `mutation ($e: String!) { requestPasswordReset(email: $e) { success message } }`;
const RESET = `mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { success message } }`;
const STATUS = `query ($t: String!) { passwordResetTokenStatus(token: $t) }`;
const LOGIN = `mutation ($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { token } }`;

describe.each(testDatabaseKinds())("password reset on %s", (kind) => {
  let server: TestServer;
  // A fresh server per test: each starts with empty rate-limit counters.
  beforeEach(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterEach(() => server.close());

  const outbox = () => path.join(server.config.dataDir, "outbox");
  const mails = () => {
    try {
      return readdirSync(outbox()).sort();
    } catch {
      return [];
    }
  };
  async function linkFor(email: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const file = mails().find((name) => name.endsWith(".eml") && name.includes(email.replace(/[^a-z0-9]+/gi, "-")));
      if (file) {
        const eml = readFileSync(path.join(outbox(), file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=");
        return eml.match(/https?:\/\/\S+\/password-reset\?token=[\w%-]+/)![0];
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`No mail for ${email} in ${outbox()}`);
  }

  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const member = await server.account({ email: "reset-known@example.com" });
    const known = await server.graphql(REQUEST, { e: member.user.email });
    const unknown = await server.graphql(REQUEST, { e: "reset-nobody@example.com" });
    expect(known).toEqual(unknown);
    expect(known.data!.requestPasswordReset).toEqual({ success: true, message: MESSAGES.resetRequested });
    expect(JSON.stringify(known)).not.toMatch(/token/i);
    const link = await linkFor(member.user.email);
    expect(link.startsWith(`${server.config.publicUrl}/password-reset?token=`)).toBe(true);
    expect(mails().some((name) => name.includes("reset-nobody"))).toBe(false);
  });

  it("sets a new password once with the mailed link, ending older sessions", async () => {
    const member = await server.account({ email: "reset-flow@example.com" });
    await server.graphql(REQUEST, { e: member.user.email });
    const token = new URL(await linkFor(member.user.email)).searchParams.get("token")!;

    const tooShort = await server.graphql(RESET, { t: token, p: "123" });
    expect(tooShort.errors![0].extensions!.fields).toEqual({ password: "Password must be at least 6 characters long" });

    const done = await server.graphql(RESET, { t: token, p: "new-secret" });
    expect(done.data!.resetPassword).toEqual({ success: true, message: MESSAGES.passwordResetDone });
    expect((await server.graphql(`{ me { id } }`, undefined, member.token)).errors![0].extensions!.code).toBe("UNAUTHENTICATED");
    expect((await server.graphql(LOGIN, { e: member.user.email, p: "new-secret" })).data!.login.token).toBeTruthy();
    expect((await server.graphql(LOGIN, { e: member.user.email, p: member.password })).errors![0].message).toBe(
      MESSAGES.invalidCredentials,
    );

    const reused = await server.graphql(RESET, { t: token, p: "another-one" });
    expect(reused.errors![0].message).toBe(MESSAGES.resetLinkInvalid);
  });

  it("refuses an unknown, tampered or expired token", async () => {
    const member = await server.account({ email: "reset-expired@example.com" });
    await server.graphql(REQUEST, { e: member.user.email });
    const token = new URL(await linkFor(member.user.email)).searchParams.get("token")!;
    for (const bad of ["nope", `${token}x`, "x".repeat(500)]) {
      expect((await server.graphql(RESET, { t: bad, p: "new-secret" })).errors![0].message).toBe(MESSAGES.resetLinkInvalid);
    }
    await server.database.dataSource
      .createQueryBuilder()
      .update(PasswordResetToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect((await server.graphql(RESET, { t: token, p: "new-secret" })).errors![0].message).toBe(MESSAGES.resetLinkInvalid);
  });

  it("tells a live link from an expired, used or unknown one without spending it", async () => {
    const member = await server.account({ email: "reset-status@example.com" });
    await server.graphql(REQUEST, { e: member.user.email });
    const token = new URL(await linkFor(member.user.email)).searchParams.get("token")!;
    const status = async (t: string) => (await server.graphql(STATUS, { t })).data!.passwordResetTokenStatus;

    expect((await server.graphql(STATUS, { t: token })).data).toEqual({ passwordResetTokenStatus: "valid" });
    expect(await status(token)).toBe("valid");
    for (const bad of ["nope", `${token}x`, "x".repeat(500), ""]) expect(await status(bad)).toBe("invalid");

    await server.database.dataSource
      .createQueryBuilder()
      .update(PasswordResetToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect(await status(token)).toBe("expired");
    await server.database.dataSource
      .createQueryBuilder()
      .update(PasswordResetToken)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .execute();
    expect((await server.graphql(RESET, { t: token, p: "new-secret" })).data!.resetPassword.success).toBe(true);
    expect(await status(token)).toBe("used");
  });

  it("limits how often one client may check links", async () => {
    for (let i = 0; i < 30; i++) expect((await server.graphql(STATUS, { t: `guess-${i}` })).errors).toBeUndefined();
    const limited = await server.graphql(STATUS, { t: "guess-31" });
    expect(limited.errors![0].extensions!.code).toBe("TOO_MANY_REQUESTS");
  });

  it("stores only a hash of the token", async () => {
    const member = await server.account({ email: "reset-hash@example.com" });
    await server.graphql(REQUEST, { e: member.user.email });
    const token = new URL(await linkFor(member.user.email)).searchParams.get("token")!;
    const rows = await server.database.dataSource.query("SELECT token_hash FROM password_reset_tokens");
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toContain(token);
  });
});
