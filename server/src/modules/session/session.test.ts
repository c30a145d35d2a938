import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { generateSync } from "otplib";
import { MESSAGES } from "../../../../common/validation";
import { CSRF_COOKIE, SESSION_COOKIE } from "../../../../common/session-cookies";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { IsNull } from "typeorm";
import { signToken } from "../../auth/tokens";
import { User } from "../user/user.entity";
import { AccountStatus } from "../user/user.enums";
import { Session } from "./session.entity";

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token refreshToken user { id } } }`;
const REFRESH = `mutation ($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { token refreshToken user { id } } }`;
const ME = `{ me { id name } }`;
const SESSIONS = `{ mySessions { id device place current createdAt lastSeenAt } }`;
const RENAME = `mutation ($input: UpdateMeInput!) { updateMe(input: $input) { token user { name } } }`;
const SESSION_ENDED = "Your session has ended. Please log in again.";

const CHROME_ON_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

interface Answer {
  status: number;
  setCookies: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read by path and checked by expect(), as in test-server.ts
  body: { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

describe.each(testDatabaseKinds())("server-side sessions on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** A GraphQL request with any headers, as a browser or script would send it. */
  async function post(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, setCookies: response.headers.getSetCookie(), body: (await response.json()) as Answer["body"] };
  }

  async function login(email: string, password: string, userAgent = CHROME_ON_ANDROID, headers: Record<string, string> = {}, otp?: string) {
    const answer = await post(LOGIN, { input: { email, password, ...(otp ? { otp } : {}) } }, { "user-agent": userAgent, ...headers });
    expect(answer.body.errors).toBeUndefined();
    return { ...(answer.body.data!.login as { token: string; refreshToken: string }), setCookies: answer.setCookies };
  }

  /** The `Cookie` header a browser would send back, and the CSRF token its page reads. */
  function browserCookies(setCookies: string[]) {
    const pairs = setCookies.map((cookie) => cookie.split(";")[0]);
    const csrf = pairs.find((pair) => pair.startsWith(`${CSRF_COOKIE}=`))!.split("=")[1];
    return { cookie: pairs.join("; "), csrf };
  }

  const errorOf = (answer: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => answer.errors?.[0];

  it("answers sign-in with a token and a refresh token, and a token is dead once its session logs out", async () => {
    const member = await server.account();
    const { token, refreshToken } = await login(member.user.email, member.password);
    expect(refreshToken).toEqual(expect.any(String));
    expect((await server.graphql(ME, undefined, token)).data!.me.id).toBe(String(member.user.id));

    const logout = await server.graphql(`mutation { logout { success message } }`, undefined, token);
    expect(logout.data!.logout).toEqual({ success: true, message: MESSAGES.loggedOut });
    expect(errorOf(await server.graphql(ME, undefined, token))).toMatchObject({
      message: SESSION_ENDED,
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect((await server.rest("GET", `/users/${member.user.id}`, undefined, token)).status).toBe(401);
    expect(errorOf((await post(REFRESH, { refreshToken })).body)).toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
  });

  it("logs out over REST too", async () => {
    const member = await server.account();
    const signedIn = await server.rest("POST", "/auth/login", { email: member.user.email, password: member.password });
    expect(signedIn.body.data).toMatchObject({ token: expect.any(String), refresh_token: expect.any(String) });
    const { token } = signedIn.body.data as { token: string };
    expect((await server.rest("POST", "/auth/logout", {}, token)).body).toMatchObject({ success: true, message: MESSAGES.loggedOut });
    expect((await server.rest("GET", `/users/${member.user.id}`, undefined, token)).status).toBe(401);
  });

  it("signs out everywhere: no earlier token of the account works afterwards, this one included", async () => {
    const member = await server.account();
    const phone = await login(member.user.email, member.password, CHROME_ON_ANDROID);
    const laptop = await login(member.user.email, member.password, FIREFOX_ON_WINDOWS);
    const other = await server.account();

    const answer = await server.graphql(`mutation { signOutEverywhere { success message } }`, undefined, laptop.token);
    expect(answer.data!.signOutEverywhere).toEqual({ success: true, message: MESSAGES.signedOutEverywhere });
    for (const token of [member.token, phone.token, laptop.token]) {
      expect(errorOf(await server.graphql(ME, undefined, token))?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    for (const refreshToken of [phone.refreshToken, laptop.refreshToken]) {
      expect(errorOf((await post(REFRESH, { refreshToken })).body)?.extensions?.code).toBe("UNAUTHENTICATED");
    }
    // Another account's sessions are untouched.
    expect((await server.graphql(ME, undefined, other.token)).data!.me.id).toBe(String(other.user.id));
  });

  it("signs out everywhere over REST", async () => {
    const member = await server.account();
    const second = await login(member.user.email, member.password);
    expect((await server.rest("POST", "/auth/sign-out-everywhere", {}, member.token)).status).toBe(200);
    expect((await server.rest("GET", `/users/${member.user.id}`, undefined, second.token)).status).toBe(401);
  });

  it("lists the account's devices in plain words, and signs one out; another account's session is NOT_FOUND", async () => {
    const member = await server.account();
    const phone = await login(member.user.email, member.password, CHROME_ON_ANDROID);
    const laptop = await login(member.user.email, member.password, FIREFOX_ON_WINDOWS);
    const listed = await server.graphql(SESSIONS, undefined, laptop.token);
    const devices = listed.data!.mySessions as { id: string; device: string; place: string; current: boolean }[];
    expect(
      devices.map(({ device, place, current }) => ({ device, place, current })).sort((a, b) => a.device.localeCompare(b.device)),
    ).toEqual([
      { device: "Chrome on Android", place: "127.0.0.x", current: false },
      { device: "Firefox on Windows", place: "127.0.0.x", current: true },
      // The session test-server's account() opened, with no request behind it.
      { device: "Unknown device", place: "Unknown place", current: false },
    ]);
    const phoneSession = devices.find((d) => d.device === "Chrome on Android")!;

    const intruder = await server.account();
    const refused = await server.graphql(
      `mutation ($id: ID!) { revokeSession(id: $id) { success } }`,
      { id: phoneSession.id },
      intruder.token,
    );
    expect(errorOf(refused)).toMatchObject({ message: MESSAGES.sessionNotFound, extensions: { code: "NOT_FOUND" } });
    expect((await server.rest("DELETE", `/auth/sessions/${phoneSession.id}`, undefined, intruder.token)).status).toBe(404);
    expect((await server.graphql(ME, undefined, phone.token)).data!.me).toBeTruthy();

    const revoked = await server.rest("DELETE", `/auth/sessions/${phoneSession.id}`, undefined, laptop.token);
    expect(revoked.body).toMatchObject({ success: true, message: MESSAGES.sessionSignedOut });
    expect(errorOf(await server.graphql(ME, undefined, phone.token))?.extensions?.code).toBe("UNAUTHENTICATED");
    const remaining = await server.rest("GET", "/auth/sessions", undefined, laptop.token);
    expect(remaining.body.data).toHaveLength(2);
    expect(remaining.body.data).toContainEqual(
      expect.objectContaining({ device: "Firefox on Windows", current: true, last_seen_at: expect.any(String) }),
    );
  });

  it("rotates the refresh token, and a reused one ends its session", async () => {
    const member = await server.account();
    const first = await login(member.user.email, member.password);
    const second = (await post(REFRESH, { refreshToken: first.refreshToken })).body.data!.refreshSession as typeof first;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await server.graphql(ME, undefined, second.token)).data!.me.id).toBe(String(member.user.id));

    // Over REST, the pair is snake_case like the rest of the account API.
    const third = await server.rest("POST", "/auth/refresh", { refresh_token: second.refreshToken });
    expect(third.body.data).toMatchObject({ token: expect.any(String), refresh_token: expect.any(String), user: { id: member.user.id } });
    const { token: thirdToken } = third.body.data as { token: string };

    // The first refresh token again: someone holds a copy, so the whole session ends.
    const reused = (await post(REFRESH, { refreshToken: first.refreshToken })).body;
    expect(errorOf(reused)).toMatchObject({ message: MESSAGES.refreshTokenReused, extensions: { code: "UNAUTHENTICATED" } });
    expect(errorOf(await server.graphql(ME, undefined, thirdToken))?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await server.rest("POST", "/auth/refresh", { refresh_token: "garbage" })).status).toBe(401);
  });

  it("records when a session was last seen at most once a minute, and each record extends it", async () => {
    const member = await server.account();
    const { token } = await login(member.user.email, member.password);
    const sessions = server.database.dataSource.getRepository(Session);
    const current = async () => await sessions.findOneByOrFail({ userId: member.user.id, device: "Chrome on Android" });
    const first = await current();
    await server.graphql(ME, undefined, token);
    expect((await current()).lastSeenAt).toEqual(first.lastSeenAt);

    const twoMinutesAgo = new Date(Date.now() - 2 * 60 * 1000);
    await sessions.update({ id: first.id }, { lastSeenAt: twoMinutesAgo, expiresAt: new Date(Date.now() + 60 * 1000) });
    await server.graphql(ME, undefined, token);
    const touched = await current();
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60 * 1000);
    expect(touched.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it("refuses a token of an expired session", async () => {
    const member = await server.account();
    const { token, refreshToken } = await login(member.user.email, member.password);
    const sessions = server.database.dataSource.getRepository(Session);
    const current = (await server.graphql(SESSIONS, undefined, token)).data!.mySessions.find((s: { current: boolean }) => s.current) as {
      id: string;
    };
    await sessions.update({ id: current.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(errorOf(await server.graphql(ME, undefined, token))).toMatchObject({ message: SESSION_ENDED });
    expect(errorOf((await post(REFRESH, { refreshToken })).body)?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("reads the signed-in account with every field as stored, dates included", async () => {
    const member = await server.account();
    const FIELDS =
      "id name email role membershipTier accountStatus expirationDate upgradedAt badge referralScore createdAt memberId twoFactorEnabled";
    const me = (await server.graphql(`{ me { ${FIELDS} } }`, undefined, member.token)).data!.me as Record<string, unknown>;
    const stored = (await server.services.users.findById(member.user.id))!;
    expect(me).toEqual({
      id: String(stored.id),
      name: stored.name,
      email: stored.email,
      role: stored.role,
      membershipTier: stored.membershipTier,
      accountStatus: stored.accountStatus,
      expirationDate: stored.expirationDate?.toISOString() ?? null,
      upgradedAt: stored.upgradedAt?.toISOString() ?? null,
      badge: stored.badge,
      referralScore: stored.referralScore,
      createdAt: stored.createdAt.toISOString(),
      memberId: stored.memberId,
      twoFactorEnabled: false,
    });
  });

  it("ends a session at once when another server changes the database: revoked, suspended, or a newer token version", async () => {
    const { dataSource } = server.database;
    const sessions = dataSource.getRepository(Session);
    const users = dataSource.getRepository(User);
    const signedIn = async (token: string) => (await server.graphql(ME, undefined, token)).data?.me?.id as string | undefined;
    const sessionOf = async (userId: number) => sessions.findOneByOrFail({ userId, revokedAt: IsNull() });

    const revoked = await server.account();
    expect(await signedIn(revoked.token)).toBe(String(revoked.user.id));
    await sessions.update({ id: (await sessionOf(revoked.user.id)).id }, { revokedAt: new Date() });
    expect(errorOf(await server.graphql(ME, undefined, revoked.token))).toMatchObject({ message: SESSION_ENDED });

    const suspended = await server.account();
    expect(await signedIn(suspended.token)).toBe(String(suspended.user.id));
    await users.update({ id: suspended.user.id }, { accountStatus: AccountStatus.inactive });
    expect(errorOf(await server.graphql(ME, undefined, suspended.token))).toMatchObject({ message: SESSION_ENDED });

    const bumped = await server.account();
    expect(await signedIn(bumped.token)).toBe(String(bumped.user.id));
    await users.increment({ id: bumped.user.id }, "tokenVersion", 1);
    expect(errorOf(await server.graphql(ME, undefined, bumped.token))).toMatchObject({ message: SESSION_ENDED });
  });

  it("refuses a validly signed token that names another account's session", async () => {
    const member = await server.account();
    const other = await server.account();
    const otherSession = await server.database.dataSource.getRepository(Session).findOneByOrFail({ userId: other.user.id });
    const crossed = signToken(server.config.jwtSecret, {
      userId: member.user.id,
      tokenVersion: member.user.tokenVersion,
      sessionId: otherSession.id,
    });
    expect(errorOf(await server.graphql(ME, undefined, crossed))).toMatchObject({ message: SESSION_ENDED });
    expect((await server.graphql(ME, undefined, other.token)).data!.me.id).toBe(String(other.user.id));
  });

  it("sets an HttpOnly, SameSite=Lax session cookie, Secure unless on plain http to this machine", async () => {
    const member = await server.account();
    const local = await login(member.user.email, member.password);
    const sessionCookie = local.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const csrfCookie = local.setCookies.find((c) => c.startsWith(`${CSRF_COOKIE}=`))!;
    expect(sessionCookie).toMatch(/; HttpOnly/);
    expect(sessionCookie).toMatch(/; SameSite=Lax/);
    expect(sessionCookie).toMatch(/; Path=\//);
    expect(sessionCookie).not.toMatch(/; Secure/);
    // The cookie is not the bearer token or the refresh token.
    expect(sessionCookie).not.toContain(local.token);
    expect(sessionCookie).not.toContain(local.refreshToken);
    expect(csrfCookie).not.toMatch(/HttpOnly/);
    expect(csrfCookie).toMatch(/; SameSite=Lax/);

    const behindTls = await login(member.user.email, member.password, CHROME_ON_ANDROID, { "x-forwarded-proto": "https" });
    expect(behindTls.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/);
    const publicHost = await login(member.user.email, member.password, CHROME_ON_ANDROID, { "x-forwarded-host": "gym.example.com" });
    expect(publicHost.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/; Secure/);
  });

  it("signs a browser in by its cookie; a cookie mutation needs the CSRF token, a bearer one does not", async () => {
    const member = await server.account({ name: "Cookie Member" });
    const { cookie, csrf } = browserCookies((await login(member.user.email, member.password)).setCookies);

    expect((await post(ME, {}, { cookie })).body.data!.me.name).toBe("Cookie Member");

    const forged = await post(RENAME, { input: { name: "Forged" } }, { cookie });
    expect(forged.status).toBe(403);
    expect(errorOf(forged.body)).toMatchObject({ message: MESSAGES.csrfRefused, extensions: { code: "FORBIDDEN" } });
    const wrongToken = await post(RENAME, { input: { name: "Forged" } }, { cookie, "x-csrf-token": "not-the-token" });
    expect(wrongToken.status).toBe(403);
    const restForged = await fetch(`${server.url}/api/users/${member.user.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ name: "Forged" }),
    });
    expect(restForged.status).toBe(403);
    expect((await server.graphql(ME, undefined, member.token)).data!.me.name).toBe("Cookie Member");

    const accepted = await post(RENAME, { input: { name: "Renamed" } }, { cookie, "x-csrf-token": csrf });
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data!.updateMe.user.name).toBe("Renamed");
    const bearer = await server.graphql(RENAME, { input: { name: "By Bearer" } }, member.token);
    expect(bearer.data!.updateMe.user.name).toBe("By Bearer");

    // Logging out ends the cookie's session on the server and clears both cookies.
    const loggedOut = await post(`mutation { logout { success } }`, {}, { cookie, "x-csrf-token": csrf });
    expect(loggedOut.setCookies.filter((c) => /Expires=Thu, 01 Jan 1970/.test(c)).map((c) => c.split("=")[0])).toEqual([
      SESSION_COOKIE,
      CSRF_COOKIE,
    ]);
    expect(errorOf((await post(ME, {}, { cookie })).body)).toMatchObject({ message: SESSION_ENDED });
  });

  it("mails an admin once about a sign-in from a new device, and not for a known one or for a member", async () => {
    const admin = await server.account({ role: "admin" as never, email: `admin-${Date.now()}@example.com` });
    const member = await server.account();
    const outbox = path.join(server.config.dataDir, "outbox");
    const mailsTo = async (email: string) => {
      const slug = email.replace(/[^a-z0-9]+/gi, "-");
      const names = await readdir(outbox).catch(() => [] as string[]);
      return Promise.all(
        names.filter((name) => name.endsWith(".eml") && name.includes(slug)).map((name) => readFile(path.join(outbox, name), "utf8")),
      );
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
    // Admins sign in with their second factor.
    const adminLogin = (userAgent: string) =>
      login(admin.user.email, admin.password, userAgent, {}, generateSync({ secret: admin.totpSecret! }));

    await adminLogin(CHROME_ON_ANDROID);
    await settle();
    const first = await mailsTo(admin.user.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain("New sign-in to your Iron Warrior Fitness admin account");
    expect(first[0]).toContain("Chrome on Android");
    expect(first[0]).toContain("127.0.0.x");

    await adminLogin(CHROME_ON_ANDROID);
    await settle();
    expect(await mailsTo(admin.user.email)).toHaveLength(1);

    await adminLogin(FIREFOX_ON_WINDOWS);
    await login(member.user.email, member.password, FIREFOX_ON_WINDOWS);
    await settle();
    expect(await mailsTo(admin.user.email)).toHaveLength(2);
    expect(await mailsTo(member.user.email)).toHaveLength(0);
  });
});
