import { createHash } from "node:crypto";
import { MESSAGES } from "../../../../common/validation";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { PasswordResetToken } from "../user/password-reset-token.entity";

const tooCommon = (field: string) => ({ code: "BAD_USER_INPUT", fields: { [field]: MESSAGES.passwordTooCommon } });

describe.each(testDatabaseKinds())("common passwords on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterAll(() => server.close());

  it("are refused at sign-up, in any letter case, while an uncommon one of 6 characters is fine", async () => {
    const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { token } }`;
    for (const password of ["password1", "Iloveyou", "QWERTY123"]) {
      const { errors } = await server.graphql(SIGNUP, {
        input: { name: "A", email: "common@example.com", password, acceptPolicies: true },
      });
      expect(errors![0].extensions).toMatchObject(tooCommon("password"));
    }
    const fine = await server.graphql(SIGNUP, {
      input: { name: "A", email: "common@example.com", password: "gx7qpz", acceptPolicies: true },
    });
    expect(fine.errors).toBeUndefined();
  });

  it("are refused when a member changes their password, and the old one keeps working", async () => {
    const member = await server.account();
    const { errors } = await server.graphql(
      `mutation ($input: UpdateMeInput!) { updateMe(input: $input) { token } }`,
      { input: { newPassword: "football", currentPassword: member.password } },
      member.token,
    );
    expect(errors![0].extensions).toMatchObject(tooCommon("newPassword"));
    const login = await server.graphql(`mutation ($input: LoginInput!) { login(input: $input) { token } }`, {
      input: { email: member.user.email, password: member.password },
    });
    expect(login.errors).toBeUndefined();
  });

  it("are refused when an admin sets or creates a password", async () => {
    const admin = await server.account({ role: "admin" as never });
    const member = await server.account();
    const update = await server.graphql(
      `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
      { id: String(member.user.id), input: { password: "sunshine" } },
      admin.token,
    );
    expect(update.errors![0].extensions).toMatchObject(tooCommon("password"));
    const create = await server.graphql(
      `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      { input: { name: "New", email: "created@example.com", password: "12345678" } },
      admin.token,
    );
    expect(create.errors![0].extensions).toMatchObject(tooCommon("password"));
  });

  it("are refused by a password reset, which leaves the link unspent", async () => {
    const member = await server.account();
    const tokens = server.database.dataSource.getRepository(PasswordResetToken);
    const token = "a-reset-token-for-the-common-password-test";
    await tokens.insert({
      userId: member.user.id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60_000),
      usedAt: null,
    });
    const RESET = `mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { success } }`;
    const refused = await server.graphql(RESET, { t: token, p: "baseball" });
    expect(refused.errors![0].extensions).toMatchObject(tooCommon("password"));
    expect((await server.graphql(RESET, { t: token, p: "a-far-better-one" })).errors).toBeUndefined();
  });
});
