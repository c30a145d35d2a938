import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { In, IsNull } from "typeorm";
import { MEMBER_IMPORT_MESSAGES, PHONE_MESSAGES } from "../../../../common/validation";
import { NO_PASSWORD_HASH } from "../../auth/password";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { MembershipChange } from "../membership-history/membership-change.entity";
import { User } from "../user/user.entity";

interface Envelope {
  success: boolean;
  message: string;
  data: {
    totalRows?: number;
    newCount?: number;
    updateCount?: number;
    problemRowCount?: number;
    problems?: { line: number; column: string; message: string }[];
    sample?: { email: string; action: string }[];
    created?: number;
    updated?: number;
  } | null;
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token } }`;

describe.each(testDatabaseKinds())("member import from CSV on %s", (kind) => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
    ({ token: adminToken } = await server.account({ role: "admin" as never, name: "Desk Admin", email: "desk-admin@example.com" }));
  });
  afterAll(() => server.close());

  const send = async (which: "preview" | "import", csv: string, token = adminToken) => {
    const response = await fetch(`${server.url}/api/admin/member-import${which === "preview" ? "/preview" : ""}`, {
      method: "POST",
      headers: { "content-type": "text/csv", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: csv,
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  };
  const userCount = () => server.database.dataSource.getRepository(User).count();
  const mailsTo = (email: string): string[] => {
    const outbox = path.join(server.config.dataDir, "outbox");
    let files: string[];
    try {
      files = readdirSync(outbox);
    } catch {
      return [];
    }
    return files
      .map((file) =>
        readFileSync(path.join(outbox, file), "utf8")
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "="),
      )
      .filter((mail) => mail.includes(`To: ${email}`));
  };

  it("lists every bad row's problems by line and column, and writes nothing", async () => {
    const before = await userCount();
    const csv = [
      "Name , EMAIL,Phone,Tier,Expiry",
      "Ritu Gogoi,ritu.bad@example.com,98640 12345,premium,31/03/2027",
      ",not-an-email,12345,gold,31/02/2027",
      "Anil Das,ANIL.BAD@example.com,,basic,",
      "Anil Again,anil.bad@Example.com,,basic,",
      "Too Many,cells@example.com,,basic,,extra",
    ].join("\n");
    for (const which of ["preview", "import"] as const) {
      const { status, body } = await send(which, csv);
      expect(status).toBe(which === "preview" ? 200 : 422);
      expect(body.data).toMatchObject({ totalRows: 5, newCount: 2, problemRowCount: 3 });
      expect(body.data?.problems).toEqual([
        { line: 3, column: "name", message: "Name is required" },
        { line: 3, column: "email", message: "Please enter a valid email address" },
        { line: 3, column: "phone", message: PHONE_MESSAGES.invalid },
        { line: 3, column: "tier", message: MEMBER_IMPORT_MESSAGES.tierInvalid },
        { line: 3, column: "expiry", message: MEMBER_IMPORT_MESSAGES.expiryInvalid },
        { line: 5, column: "email", message: MEMBER_IMPORT_MESSAGES.duplicateInFile(4) },
        { line: 6, column: "row", message: MEMBER_IMPORT_MESSAGES.cellCount(6, 5) },
      ]);
    }
    expect(await userCount()).toBe(before);
    expect(mailsTo("ritu.bad@example.com")).toEqual([]);
  });

  it("refuses a malformed file or a wrong header with one clear message, writing nothing", async () => {
    const before = await userCount();
    const cases: [string, RegExp][] = [
      [
        'name,email,tier\nRitu,"ritu@example.com,basic\nAnil,anil@example.com,basic\n',
        /not valid CSV \(near line 3\): a quoted cell is never closed/,
      ],
      ["full name,email,tier\nRitu,ritu@example.com,basic\n", /Unknown column "full name"/],
      ["name,phone\nRitu,9864012345\n", /missing: email, tier/],
      ["name,email,tier\n", new RegExp(MEMBER_IMPORT_MESSAGES.noRows)],
    ];
    for (const [csv, message] of cases) {
      for (const which of ["preview", "import"] as const) {
        const { status, body } = await send(which, csv);
        expect(status).toBe(400);
        expect(body.message).toMatch(message);
      }
    }
    expect(await userCount()).toBe(before);
  });

  it("creates members with tier, expiry and phone, invites each once, and a second submit creates nobody", async () => {
    const csv = [
      "\uFEFFname,email,phone,tier,expiry",
      "Ritu Gogoi,Ritu.Gogoi@Example.com,+91 98640-12345,PREMIUM,31/03/2027",
      "Anil Das,anil.das@example.com,09864012346,platinum,2027-04-30",
      '"Bora, Meena",meena@example.com,,,',
    ].join("\r\n");
    const preview = await send("preview", csv);
    expect(preview.body.data).toMatchObject({ totalRows: 3, newCount: 3, updateCount: 0, problemRowCount: 0, problems: [] });
    const first = await send("import", csv);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ created: 3, updated: 0 });
    await server.services.memberImport.invitationsSettled();

    const users = server.database.dataSource.getRepository(User);
    const ritu = await users.findOneByOrFail({ email: "ritu.gogoi@example.com" });
    expect(ritu).toMatchObject({ name: "Ritu Gogoi", phone: "+919864012345", membershipTier: "premium", role: "user" });
    expect(ritu.expirationDate?.toISOString()).toBe("2027-03-31T18:29:59.999Z");
    expect(ritu.invitedAt).toBeInstanceOf(Date);
    expect(await users.findOneByOrFail({ email: "anil.das@example.com" })).toMatchObject({
      phone: "+919864012346",
      membershipTier: "platinum",
    });
    expect(await users.findOneByOrFail({ email: "meena@example.com" })).toMatchObject({
      name: "Bora, Meena",
      phone: null,
      membershipTier: "basic",
    });

    // Each gets a referral code of their own, and history lines saying who imported them and from where.
    const imported = await users.findBy({ email: In(["ritu.gogoi@example.com", "anil.das@example.com", "meena@example.com"]) });
    expect(new Set(imported.map((user) => user.referralCode)).size).toBe(3);
    for (const user of imported) expect(user.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    const ritusHistory = await server.database.dataSource
      .getRepository(MembershipChange)
      .find({ where: { userId: ritu.id }, order: { id: "ASC" } });
    expect(
      ritusHistory.map(({ field, oldValue, newValue, actorName, source, reason }) => ({
        field,
        oldValue,
        newValue,
        actorName,
        source,
        reason,
      })),
    ).toEqual([
      {
        field: "tier",
        oldValue: null,
        newValue: "premium",
        actorName: "Desk Admin",
        source: "import",
        reason: "Imported from CSV, line 2",
      },
      {
        field: "expiry",
        oldValue: null,
        newValue: "2027-03-31T18:29:59.999Z",
        actorName: "Desk Admin",
        source: "import",
        reason: "Imported from CSV, line 2",
      },
    ]);

    // Sign-in fails cleanly (no password yet), for any password, including the stored marker itself.
    for (const password of ["anything-at-all", NO_PASSWORD_HASH]) {
      const signIn = await server.graphql(LOGIN, { input: { email: "ritu.gogoi@example.com", password } });
      expect(signIn.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }

    const mails = mailsTo("ritu.gogoi@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Set your Iron Warrior Fitness password");
    const token = /password-reset\?token=([\w-]+)/.exec(mails[0])?.[1];
    expect(token).toBeDefined();

    // The same file again (a double submit): every row is now an update, nobody new, no new mails.
    const again = await send("import", csv);
    expect(again.body.data).toEqual({ created: 0, updated: 3 });
    await server.services.memberImport.invitationsSettled();
    expect(await server.services.memberImport.sendPendingInvitations()).toBe(0);
    expect(mailsTo("ritu.gogoi@example.com")).toHaveLength(1);
    expect(mailsTo("meena@example.com")).toHaveLength(1);

    // The invitation link sets the password, and then signing in works.
    const reset = await server.graphql(`mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { success } }`, {
      t: token,
      p: "brahmaputra-sunrise",
    });
    expect(reset.errors).toBeUndefined();
    const signIn = await server.graphql<{ login: { token: string } }>(LOGIN, {
      input: { email: "ritu.gogoi@example.com", password: "brahmaputra-sunrise" },
    });
    expect(signIn.errors).toBeUndefined();
    // Following the invitation proved the address.
    expect((await server.graphql(`{ me { emailVerified } }`, {}, signIn.data?.login.token)).data).toEqual({ me: { emailVerified: true } });

    const audit = await server.services.audit.recent(5);
    expect(audit.filter((entry) => entry.action === "member.import").map((entry) => entry.summary)).toContain(
      "Imported members from CSV: 3 new, 0 updated (3 rows)",
    );
  });

  it("updates an existing member matched by e-mail in any case, and refuses rows of admin accounts", async () => {
    const { user: member, password } = await server.account({ name: "Old Name", email: "kept@example.com" });
    const update = `name,email,phone,tier,expiry\nNew Name,KEPT@Example.COM,9876543210,premium,2028-01-15\n`;
    const preview = await send("preview", update);
    expect(preview.body.data).toMatchObject({ newCount: 0, updateCount: 1, sample: [{ email: "kept@example.com", action: "update" }] });
    expect((await send("import", update)).body.data).toEqual({ created: 0, updated: 1 });
    const stored = await server.database.dataSource.getRepository(User).findOneByOrFail({ id: member.id });
    expect(stored).toMatchObject({ name: "New Name", phone: "+919876543210", membershipTier: "premium", role: "user" });
    const history = await server.database.dataSource
      .getRepository(MembershipChange)
      .find({ where: { userId: member.id }, order: { id: "ASC" } });
    expect(history.map(({ field, newValue, source, reason }) => ({ field, newValue, source, reason }))).toEqual([
      { field: "tier", newValue: "premium", source: "import", reason: "Imported from CSV, line 2" },
      { field: "expiry", newValue: "2028-01-15T18:29:59.999Z", source: "import", reason: "Imported from CSV, line 2" },
    ]);
    expect(stored.passwordHash).toBe(member.passwordHash);
    expect(mailsTo("kept@example.com")).toEqual([]);
    expect((await server.graphql(LOGIN, { input: { email: "kept@example.com", password } })).errors).toBeUndefined();

    const admin = `name,email,tier\nNot An Admin,Desk-Admin@example.com,basic\n`;
    const refused = await send("import", admin);
    expect(refused.status).toBe(422);
    expect(refused.body.data?.problems).toEqual([{ line: 2, column: "email", message: MEMBER_IMPORT_MESSAGES.adminAccount }]);
    expect(await server.database.dataSource.getRepository(User).findOneByOrFail({ email: "desk-admin@example.com" })).toMatchObject({
      name: "Desk Admin",
      role: "admin",
    });
  });

  it("lets an admin set and remove a member's phone, which the member sees and exports", async () => {
    const member = await server.account({ email: "phone-owner@example.com" });
    const UPDATE = `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { phone } }`;
    const set = await server.graphql(UPDATE, { id: String(member.user.id), input: { phone: "098640-12345" } }, adminToken);
    expect(set.data).toEqual({ updateUser: { phone: "+919864012345" } });
    const bad = await server.graphql(UPDATE, { id: String(member.user.id), input: { phone: "12345" } }, adminToken);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ fields: { phone: PHONE_MESSAGES.invalid } });
    expect((await server.graphql(`{ me { phone } }`, {}, member.token)).data).toEqual({ me: { phone: "+919864012345" } });
    const exported = JSON.parse(String((await server.graphql(`{ myDataExport }`, {}, member.token)).data?.myDataExport)) as {
      account: { phone: string | null };
    };
    expect(exported.account.phone).toBe("+919864012345");
    const removed = await server.graphql(UPDATE, { id: String(member.user.id), input: { phone: "" } }, adminToken);
    expect(removed.data).toEqual({ updateUser: { phone: null } });
  });

  it("refuses members and strangers", async () => {
    const { token } = await server.account();
    const csv = "name,email,tier\nSneaky,sneaky@example.com,basic\n";
    expect((await send("preview", csv, token)).status).toBe(403);
    expect((await send("import", csv, token)).status).toBe(403);
    expect((await send("import", csv, "")).status).toBe(401);
    expect(await server.database.dataSource.getRepository(User).countBy({ email: "sneaky@example.com" })).toBe(0);
  });

  it("imports 5,000 rows in one go", async () => {
    const lines = ["name,email,phone,tier,expiry"];
    for (let i = 0; i < 5000; i++) lines.push(`Member ${i},bulk-${i}@example.com,9${String(i).padStart(9, "0")},basic,2027-12-31`);
    const csv = lines.join("\n");
    const before = await userCount();
    const started = Date.now();
    const preview = await send("preview", csv);
    const previewMs = Date.now() - started;
    const result = await send("import", csv);
    const importMs = Date.now() - started - previewMs;
    console.log(`5,000-row member import on ${kind}: preview ${previewMs} ms, import ${importMs} ms`);
    expect(preview.body.data).toMatchObject({ newCount: 5000, problemRowCount: 0 });
    expect(result.body.data).toEqual({ created: 5000, updated: 0 });
    expect(await userCount()).toBe(before + 5000);
    await server.services.memberImport.invitationsSettled();
    expect(await server.database.dataSource.getRepository(User).countBy({ passwordHash: NO_PASSWORD_HASH, invitedAt: IsNull() })).toBe(0);
    expect(mailsTo("bulk-4999@example.com")).toHaveLength(1);
  }, 120_000);
});
