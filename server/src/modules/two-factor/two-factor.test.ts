import { generateSecret, generateSync } from "otplib";
import { ErrorCode } from "../../../../common/error-codes";
import { MESSAGES } from "../../../../common/validation";
import { SIGN_IN_LIMITS } from "../../auth/sign-in-guard";
import { ConfigError, loadConfig } from "../../config/env";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { ensureFirstAdmin } from "../user/first-admin";

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token user { id twoFactorEnabled } } }`;
const USERS = `{ users { id } }`;
const ME = `{ me { id twoFactorEnabled } }`;
const START = `mutation ($password: String!) { startTwoFactorSetup(currentPassword: $password) { secret otpauthUri qrSvg } }`;
const CONFIRM = `mutation ($code: String!) { confirmTwoFactorSetup(code: $code) { codes user { twoFactorEnabled } } }`;
const REGENERATE = `mutation ($password: String!) { regenerateRecoveryCodes(currentPassword: $password) { codes } }`;
const DISABLE = `mutation ($password: String!) { disableTwoFactor(currentPassword: $password) { twoFactorEnabled } }`;

/** The code an authenticator app shows now for `secret`. */
const codeFor = (secret: string) => generateSync({ secret });
/** A six-digit code that is not valid now (nor one step either side) for `secret`. */
function wrongCodeFor(secret: string): string {
  const now = Date.now() / 1000;
  const valid = new Set([-30, 0, 30].map((offset) => generateSync({ secret, epoch: Math.floor(now + offset) })));
  let code = 123456;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

describe.each(testDatabaseKinds())("two-factor sign-in on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const login = (email: string, password: string, otp?: string) => server.graphql(LOGIN, { input: { email, password, otp } });

  it("keeps an admin without a second factor out of admin operations on GraphQL and REST, but not out of its own account", async () => {
    const admin = await server.account({ role: "admin" as never, twoFactor: false });
    const graphql = await server.graphql(USERS, undefined, admin.token);
    expect(graphql.errors![0]).toMatchObject({
      message: MESSAGES.twoFactorSetupRequired,
      extensions: { code: ErrorCode.twoFactorSetupRequired },
    });
    expect(graphql.data).toBeNull();
    const rest = await server.rest("GET", "/admin/users", undefined, admin.token);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ success: false, message: MESSAGES.twoFactorSetupRequired });
    const member = await server.account();
    const restUpdate = await server.rest("PUT", `/users/${member.user.id}`, { name: "Renamed" }, admin.token);
    expect(restUpdate.status).toBe(403);
    const otherAccount = await server.graphql(`query ($id: ID!) { user(id: $id) { name } }`, { id: member.user.id }, admin.token);
    expect(otherAccount.errors![0].extensions!.code).toBe(ErrorCode.twoFactorSetupRequired);
    expect((await server.rest("GET", `/users/${member.user.id}`, undefined, admin.token)).status).toBe(403);
    expect((await server.rest("GET", `/users/${admin.user.id}`, undefined, admin.token)).status).toBe(200);

    expect((await server.graphql(ME, undefined, admin.token)).data!.me).toEqual({ id: String(admin.user.id), twoFactorEnabled: false });
    const setup = await server.graphql(START, { password: admin.password }, admin.token);
    expect(setup.errors).toBeUndefined();
    const confirmed = await server.graphql(CONFIRM, { code: codeFor(setup.data!.startTwoFactorSetup.secret) }, admin.token);
    expect(confirmed.data!.confirmTwoFactorSetup.user.twoFactorEnabled).toBe(true);
    expect((await server.graphql(USERS, undefined, admin.token)).errors).toBeUndefined();
    expect((await server.rest("GET", "/admin/users", undefined, admin.token)).status).toBe(200);
  });

  it("asks for the code after a right password, refuses a wrong one and signs in with the right one, on both transports", async () => {
    const { user, password, totpSecret } = await server.account({ twoFactor: true });
    const withoutCode = await login(user.email, password);
    expect(withoutCode.data).toBeNull();
    expect(withoutCode.errors![0]).toMatchObject({
      message: MESSAGES.twoFactorRequired,
      extensions: { code: ErrorCode.twoFactorRequired },
    });

    const wrong = await login(user.email, password, wrongCodeFor(totpSecret!));
    expect(wrong.data).toBeNull();
    expect(wrong.errors![0].extensions).toMatchObject({ code: ErrorCode.invalidOtp, fields: { otp: MESSAGES.otpInvalid } });

    const right = await login(user.email, password, codeFor(totpSecret!));
    expect(right.errors).toBeUndefined();
    expect(right.data!.login.user.twoFactorEnabled).toBe(true);

    const restWithout = await server.rest("POST", "/auth/login", { email: user.email, password });
    expect(restWithout.status).toBe(401);
    expect(restWithout.body).toMatchObject({ success: false, message: MESSAGES.twoFactorRequired, data: null });
    const restWrong = await server.rest("POST", "/auth/login", { email: user.email, password, otp: wrongCodeFor(totpSecret!) });
    expect(restWrong.status).toBe(401);
    expect(restWrong.body.errors).toEqual({ otp: MESSAGES.otpInvalid });
    const restRight = await server.rest("POST", "/auth/login", { email: user.email, password, otp: codeFor(totpSecret!) });
    expect(restRight.status).toBe(200);
    expect(typeof restRight.body.data.token).toBe("string");
  });

  it("counts wrong codes like wrong passwords: the sign-in locks, even for the right code", async () => {
    const { user, password, totpSecret } = await server.account({ twoFactor: true });
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAddress.failures; i++) {
      expect((await login(user.email, password, wrongCodeFor(totpSecret!))).errors![0].extensions!.code).toBe(ErrorCode.invalidOtp);
    }
    // A password-only attempt must not clear the count either.
    expect((await login(user.email, password)).errors![0].extensions!.code).toBe(ErrorCode.tooManyRequests);
    expect((await login(user.email, password, codeFor(totpSecret!))).errors![0].extensions!.code).toBe(ErrorCode.tooManyRequests);
  });

  it("signs the account's other devices out when a second factor is turned on, and keeps this one", async () => {
    const member = await server.account();
    const otherDevice = (await login(member.user.email, member.password)).data!.login.token as string;
    expect((await server.graphql(ME, undefined, otherDevice)).data!.me.id).toBe(String(member.user.id));
    const { secret } = (await server.graphql(START, { password: member.password }, member.token)).data!.startTwoFactorSetup;
    expect((await server.graphql(CONFIRM, { code: codeFor(secret) }, member.token)).errors).toBeUndefined();
    expect((await server.graphql(ME, undefined, member.token)).data!.me.twoFactorEnabled).toBe(true);
    expect((await server.graphql(ME, undefined, otherDevice)).errors![0].extensions!.code).toBe(ErrorCode.unauthenticated);
  });

  it("accepts each recovery code once, even when it is sent twice at the same time", async () => {
    const member = await server.account();
    const setup = await server.graphql(START, { password: member.password }, member.token);
    const { secret } = setup.data!.startTwoFactorSetup;
    const { codes } = (await server.graphql(CONFIRM, { code: codeFor(secret) }, member.token)).data!.confirmTwoFactorSetup;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const [first, second] = await Promise.all([
      login(member.user.email, member.password, codes[0]),
      login(member.user.email, member.password, codes[0]),
    ]);
    expect([first, second].filter((answer) => answer.data?.login?.token)).toHaveLength(1);
    expect([first, second].find((answer) => answer.errors)!.errors![0].extensions!.code).toBe(ErrorCode.invalidOtp);
    // Typed in capitals and without the hyphen, another code still works.
    const typed = codes[1].replace("-", " ").toUpperCase();
    expect((await login(member.user.email, member.password, typed)).data!.login.token).toEqual(expect.any(String));
    expect((await login(member.user.email, member.password, codes[1])).errors![0].extensions!.code).toBe(ErrorCode.invalidOtp);

    const regenerated = await server.graphql(REGENERATE, { password: member.password }, member.token);
    const fresh: string[] = regenerated.data!.regenerateRecoveryCodes.codes;
    expect((await login(member.user.email, member.password, codes[2])).errors![0].extensions!.code).toBe(ErrorCode.invalidOtp);
    expect((await login(member.user.email, member.password, fresh[0])).data!.login.token).toEqual(expect.any(String));
  });

  it("needs the current password to set up, change or turn off the second factor", async () => {
    const member = await server.account();
    const refused = await server.graphql(START, { password: "not-my-password" }, member.token);
    expect(refused.errors![0].extensions).toMatchObject({
      code: ErrorCode.badUserInput,
      fields: { currentPassword: MESSAGES.currentPasswordWrong },
    });

    const setup = (await server.graphql(START, { password: member.password }, member.token)).data!.startTwoFactorSetup;
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Iron%20Warrior%20Fitness:${encodeURIComponent(member.user.email)}?secret=${setup.secret}&issuer=Iron%20Warrior%20Fitness`,
    );
    expect(setup.qrSvg).toMatch(/^<svg[^>]*>/);
    const wrongCode = await server.graphql(CONFIRM, { code: wrongCodeFor(setup.secret) }, member.token);
    expect(wrongCode.errors![0].extensions).toMatchObject({ fields: { code: MESSAGES.setupCodeInvalid } });
    expect((await server.graphql(ME, undefined, member.token)).data!.me.twoFactorEnabled).toBe(false);
    await server.graphql(CONFIRM, { code: codeFor(setup.secret) }, member.token);

    const wrongRegenerate = await server.graphql(REGENERATE, { password: "not-my-password" }, member.token);
    expect(wrongRegenerate.errors![0].extensions!.fields).toEqual({ currentPassword: MESSAGES.currentPasswordWrong });
    const wrongDisable = await server.graphql(DISABLE, { password: "not-my-password" }, member.token);
    expect(wrongDisable.errors![0].extensions!.fields).toEqual({ currentPassword: MESSAGES.currentPasswordWrong });
    expect((await server.graphql(ME, undefined, member.token)).data!.me.twoFactorEnabled).toBe(true);

    const disabled = await server.graphql(DISABLE, { password: member.password }, member.token);
    expect(disabled.data!.disableTwoFactor.twoFactorEnabled).toBe(false);
    expect((await login(member.user.email, member.password)).data!.login.token).toEqual(expect.any(String));
  });

  it("enrols, renews recovery codes and turns off over REST", async () => {
    const member = await server.account();
    const wrong = await server.rest("POST", "/auth/two-factor/setup", { current_password: "not-my-password" }, member.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: MESSAGES.currentPasswordWrong });
    const setup = await server.rest("POST", "/auth/two-factor/setup", { current_password: member.password }, member.token);
    expect(setup.body.data).toMatchObject({
      secret: expect.any(String),
      otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\//),
      qr_svg: expect.any(String),
    });
    const confirmed = await server.rest("POST", "/auth/two-factor/confirm", { code: codeFor(setup.body.data.secret) }, member.token);
    expect(confirmed.body.data.recovery_codes).toHaveLength(10);
    const renewed = await server.rest("POST", "/auth/two-factor/recovery-codes", { current_password: member.password }, member.token);
    expect(renewed.body.data.recovery_codes).toHaveLength(10);
    const off = await server.rest("POST", "/auth/two-factor/disable", { current_password: member.password }, member.token);
    expect(off.status).toBe(200);
    expect(off.body.data.id).toBe(member.user.id);
    const anonymous = await server.rest("POST", "/auth/two-factor/setup", { current_password: member.password });
    expect(anonymous.status).toBe(401);
  });

  it("does not let an admin turn the second factor off", async () => {
    const admin = await server.account({ role: "admin" as never });
    const refused = await server.graphql(DISABLE, { password: admin.password }, admin.token);
    expect(refused.errors![0]).toMatchObject({ message: MESSAGES.adminKeepsTwoFactor, extensions: { code: ErrorCode.forbidden } });
    expect((await server.graphql(ME, undefined, admin.token)).data!.me.twoFactorEnabled).toBe(true);
  });

  it("rate-limits wrong current passwords like sign-ins", async () => {
    const member = await server.account();
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAddress.failures; i++) await server.graphql(START, { password: "guess" }, member.token);
    const locked = await server.graphql(START, { password: member.password }, member.token);
    expect(locked.errors![0].extensions!.code).toBe(ErrorCode.tooManyRequests);
  });
});

describe.each(testDatabaseKinds())("ADMIN_TOTP_SECRET on %s", (kind) => {
  const secret = generateSecret();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "owner-secret", ADMIN_TOTP_SECRET: secret },
    });
  });
  afterAll(() => server.close());

  it("enrols the first admin, who signs in with a code computed from that secret", async () => {
    await ensureFirstAdmin(server.services, server.config, jest.fn());
    const input = { email: "owner@example.com", password: "owner-secret" };
    expect((await server.graphql(LOGIN, { input })).errors![0].extensions!.code).toBe(ErrorCode.twoFactorRequired);
    const signedIn = await server.graphql(LOGIN, { input: { ...input, otp: codeFor(secret) } });
    expect(signedIn.data!.login.user.twoFactorEnabled).toBe(true);
    expect((await server.graphql(USERS, undefined, signedIn.data!.login.token)).errors).toBeUndefined();
  });
});

describe("ADMIN_TOTP_SECRET validation", () => {
  const load = (value: string) => () => loadConfig({ DATA_DIR: "/tmp/gym-two-factor-config", ADMIN_TOTP_SECRET: value });

  it("refuses a secret that is not base32 or shorter than 16 characters", () => {
    expect(load("JBSWY3DPEHPK3PX")).toThrow(ConfigError);
    expect(load("JBSWY3DPEHPK3PX!")).toThrow(/ADMIN_TOTP_SECRET must be a base32 secret/);
    expect(load("jbswy3dp ehpk3pxp").call(null).adminTotpSecret).toBe("JBSWY3DPEHPK3PXP");
  });
});
