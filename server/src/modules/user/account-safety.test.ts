import { createHash, randomBytes } from "node:crypto";
import { MESSAGES } from "../../../../common/validation";
import { serialTransaction, supportsRowLocks } from "../../db/serial-transaction";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { PasswordResetToken } from "./password-reset-token.entity";
import { User } from "./user.entity";
import { AccountStatus, Role } from "./user.enums";

const ME = `{ me { id } }`;
const UPDATE_USER = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id email } }`;
const UPDATE_ME = `mutation ($input: UpdateMeInput!) { updateMe(input: $input) { token } }`;
const SET_STATUS = `mutation ($id: ID!, $status: AccountStatus!) { setUserStatus(id: $id, status: $status) { id } }`;
const DELETE_USER = `mutation ($id: ID!) { deleteUser(id: $id) }`;
const RESET = `mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { success } }`;
const STATUS = `query ($t: String!) { passwordResetTokenStatus(token: $t) }`;

describe.each(testDatabaseKinds())("account safety on %s", (kind) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterEach(() => server.close());

  const admin = () => server.account({ role: Role.admin });
  const signedIn = async (token: string) => !!(await server.graphql(ME, undefined, token)).data?.me;

  /** A reset link as the mail would carry it, stored the way the service stores one. */
  async function resetLinkFor(userId: number): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await server.database.dataSource.getRepository(PasswordResetToken).insert({
      userId,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      usedAt: null,
    });
    return token;
  }

  describe("an admin changing their own password or e-mail", () => {
    it.each([
      ["password", { password: "brand-new-1" }],
      ["e-mail", { email: "moved@example.com" }],
    ])("needs the current password for the %s over GraphQL", async (_, change) => {
      const self = await admin();
      const missing = await server.graphql(UPDATE_USER, { id: String(self.user.id), input: change }, self.token);
      expect(missing.errors![0].extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: { currentPassword: MESSAGES.currentPasswordToChangeSignIn },
      });
      const wrong = await server.graphql(
        UPDATE_USER,
        { id: String(self.user.id), input: { ...change, currentPassword: "not-it" } },
        self.token,
      );
      expect(wrong.errors![0].extensions).toMatchObject({ fields: { currentPassword: MESSAGES.currentPasswordWrong } });
      expect((await server.services.users.getById(self.user.id)).email).toBe(self.user.email);

      const right = await server.graphql(
        UPDATE_USER,
        { id: String(self.user.id), input: { ...change, currentPassword: self.password } },
        self.token,
      );
      expect(right.errors).toBeUndefined();
    });

    it("needs it over REST too, as current_password", async () => {
      const self = await admin();
      const missing = await server.rest("PUT", `/users/${self.user.id}`, { email: "moved@example.com" }, self.token);
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ currentPassword: MESSAGES.currentPasswordToChangeSignIn });
      const right = await server.rest(
        "PUT",
        `/users/${self.user.id}`,
        { email: "moved@example.com", current_password: self.password },
        self.token,
      );
      expect(right.status).toBe(200);
      expect(right.body.data.email).toBe("moved@example.com");
    });

    it("does not need it for their name, nor for an unchanged e-mail in another spelling", async () => {
      const self = await admin();
      const renamed = await server.graphql(
        UPDATE_USER,
        { id: String(self.user.id), input: { name: "Owner", email: self.user.email.toUpperCase() } },
        self.token,
      );
      expect(renamed.errors).toBeUndefined();
    });

    it("counts wrong current passwords like failed sign-ins", async () => {
      const self = await admin();
      for (let attempt = 0; attempt < 10; attempt++) {
        const wrong = await server.graphql(
          UPDATE_USER,
          { id: String(self.user.id), input: { password: "brand-new-1", currentPassword: "guess" } },
          self.token,
        );
        expect(wrong.errors![0].extensions).toMatchObject({ fields: { currentPassword: MESSAGES.currentPasswordWrong } });
      }
      const locked = await server.graphql(
        UPDATE_USER,
        { id: String(self.user.id), input: { password: "brand-new-1", currentPassword: self.password } },
        self.token,
      );
      expect(locked.errors![0].extensions!.code).toBe("TOO_MANY_REQUESTS");
    });
  });

  it("lets an admin change another account's password and e-mail without their own password", async () => {
    const boss = await admin();
    const member = await server.account();
    const changed = await server.graphql(
      UPDATE_USER,
      { id: String(member.user.id), input: { email: "renamed@example.com", password: "brand-new-1" } },
      boss.token,
    );
    expect(changed.data!.updateUser.email).toBe("renamed@example.com");
    expect(await signedIn(member.token)).toBe(false);
  });

  it("never brings back sessions a reset ended, even through a write that began before it", async () => {
    const member = await server.account();
    const before = (await server.services.users.findById(member.user.id))!;
    const link = await resetLinkFor(member.user.id);
    expect((await server.graphql(RESET, { t: link, p: "after-reset" })).errors).toBeUndefined();
    expect(await signedIn(member.token)).toBe(false);

    // The profile's rename was read before the reset and is saved after it.
    await server.services.auth.updateMe(before, { name: "Renamed" });
    expect(await signedIn(member.token)).toBe(false);
    const stored = await server.database.dataSource.getRepository(User).findOneByOrFail({ id: member.user.id });
    expect(stored).toMatchObject({ name: "Renamed", tokenVersion: 1 });
  });

  describe("reset links die with a password or e-mail change", () => {
    it("by the profile", async () => {
      const member = await server.account();
      const link = await resetLinkFor(member.user.id);
      const changed = await server.graphql(
        UPDATE_ME,
        { input: { currentPassword: member.password, newPassword: "brand-new-1" } },
        member.token,
      );
      expect(changed.errors).toBeUndefined();
      expect((await server.graphql(STATUS, { t: link })).data!.passwordResetTokenStatus).toBe("invalid");
      const used = await server.graphql(RESET, { t: link, p: "attacker-1" });
      expect(used.errors![0].extensions).toMatchObject({ fields: { token: MESSAGES.resetLinkInvalid } });
    });

    it.each([
      ["password", { password: "brand-new-1" }],
      ["e-mail", { email: "elsewhere@example.com" }],
    ])("by an admin changing the %s", async (_, change) => {
      const boss = await admin();
      const member = await server.account();
      const link = await resetLinkFor(member.user.id);
      expect((await server.graphql(UPDATE_USER, { id: String(member.user.id), input: change }, boss.token)).errors).toBeUndefined();
      expect((await server.graphql(STATUS, { t: link })).data!.passwordResetTokenStatus).toBe("invalid");
    });

    it("by a reset with another link, and not by a name change", async () => {
      const boss = await admin();
      const member = await server.account();
      const [first, second] = [await resetLinkFor(member.user.id), await resetLinkFor(member.user.id)];
      await server.graphql(UPDATE_USER, { id: String(member.user.id), input: { name: "Still Valid" } }, boss.token);
      expect((await server.graphql(STATUS, { t: first })).data!.passwordResetTokenStatus).toBe("valid");
      expect((await server.graphql(RESET, { t: first, p: "after-reset" })).errors).toBeUndefined();
      expect((await server.graphql(RESET, { t: second, p: "attacker-1" })).errors![0].extensions).toMatchObject({
        fields: { token: MESSAGES.resetLinkInvalid },
      });
    });
  });

  describe("two admins removing each other at the same moment", () => {
    const activeAdmins = () =>
      server.database.dataSource.getRepository(User).countBy({ role: Role.admin, accountStatus: AccountStatus.active });

    /**
     * Holds the admins' rows (on SQLite, the turn of account changes) while `requests` are sent,
     * so both are past sign-in and waiting at the guard before either may go on.
     */
    async function releasedTogether<T>(requests: () => Promise<T>[]): Promise<T[]> {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const lockTaken = new Promise<void>((resolve) => (holding = resolve));
      const hold = serialTransaction(server.database.dataSource, async (manager) => {
        const admins = manager.createQueryBuilder(User, "u").where("u.role = :role", { role: Role.admin });
        await (supportsRowLocks(manager) ? admins.setLock("pessimistic_write") : admins).getMany();
        holding();
        await held;
      });
      await lockTaken;
      const answers = Promise.all(requests());
      await new Promise((resolve) => setTimeout(resolve, 1000));
      release();
      await hold;
      return answers;
    }

    it.each([
      ["demote", (id: number, token: string) => server.graphql(UPDATE_USER, { id: String(id), input: { role: "user" } }, token)],
      ["deactivate", (id: number, token: string) => server.graphql(SET_STATUS, { id: String(id), status: "inactive" }, token)],
      ["delete", (id: number, token: string) => server.graphql(DELETE_USER, { id: String(id) }, token)],
    ])("%s: exactly one succeeds, one active admin remains, the other is told why", async (_, operation) => {
      const [first, second] = [await admin(), await admin()];
      const answers = await releasedTogether(() => [operation(second.user.id, first.token), operation(first.user.id, second.token)]);
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
      const refused = answers.find((answer) => answer.errors)!;
      expect(refused.errors![0]).toMatchObject({ message: MESSAGES.lastAdmin, extensions: { code: "FORBIDDEN" } });
      expect(await activeAdmins()).toBe(1);
    });
  });
});
