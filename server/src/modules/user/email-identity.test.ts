import { MESSAGES } from "../../../../common/validation";
import { ExactEmails1763850000000 } from "../../db/migrations/1763850000000-exact-emails";
import { testDatabaseKinds } from "../../testing/test-database";
import { startTestServer, type TestServer } from "../../testing/test-server";

const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { user { id email } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { user { id } } }`;
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(email: $email) { success } }`;
const CONTACT = `mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { success } }`;
const SUBSCRIBE = `mutation ($email: String!) { subscribeToNewsletter(email: $email) { success } }`;
const CONTACT_INFO = `mutation ($input: ContactInfoInput!) { updateContactInfo(input: $input) { email } }`;

/** NFKC turns each full-width letter into the plain one: the same address as `member@example.com`. */
const fullWidth = (email: string) => email.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

describe.each(testDatabaseKinds())("one e-mail address, one spelling, on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterAll(() => server.close());

  it("signs a full-width spelling in to the plain account, and refuses it as a second account", async () => {
    const { user, password } = await server.account({ email: "fullwidth@example.com" });
    const login = await server.graphql(LOGIN, { input: { email: fullWidth("FullWidth@Example.com"), password } });
    expect(login.data?.login.user.id).toBe(String(user.id));
    const twin = await server.graphql(SIGNUP, {
      input: { name: "Twin", email: ` ${fullWidth("fullwidth@example.com")} `, password, acceptPolicies: true },
    });
    expect(twin.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: { email: MESSAGES.emailTaken } });
  });

  it("keeps an accented spelling a different address: it neither signs in to the plain account nor is refused as taken", async () => {
    const { password } = await server.account({ email: "member@example.com" });
    const accented = await server.graphql(LOGIN, { input: { email: "mémber@exämple.com", password } });
    expect(accented.errors![0].message).toBe(MESSAGES.invalidCredentials);

    const own = await server.graphql(SIGNUP, {
      input: { name: "Mémber", email: "Mémber@Exämple.com", password: "another1", acceptPolicies: true },
    });
    expect(own.errors).toBeUndefined();
    expect(own.data!.signup.user.email).toBe("mémber@exämple.com");
    const plain = await server.graphql(LOGIN, { input: { email: "member@example.com", password: "another1" } });
    expect(plain.errors![0].message).toBe(MESSAGES.invalidCredentials);
  });

  it("counts failed sign-ins under every spelling of one address together", async () => {
    const { password } = await server.account({ email: "counted@example.com" });
    const spellings = ["counted@example.com", fullWidth("counted@example.com"), "COUNTED@example.com", fullWidth("Counted@Example.com")];
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await server.graphql(LOGIN, { input: { email: spellings[attempt % spellings.length], password: "wrong-guess" } });
      expect(wrong.errors![0].message).toBe(MESSAGES.invalidCredentials);
    }
    const locked = await server.graphql(LOGIN, { input: { email: "counted@example.com", password } });
    expect(locked.errors![0].extensions!.code).toBe("TOO_MANY_REQUESTS");
  });

  it("counts reset requests under every spelling of one address together", async () => {
    const spellings = ["resets@example.com", fullWidth("resets@example.com"), "Resets@Example.com"];
    for (let attempt = 0; attempt < 5; attempt++) {
      const accepted = await server.graphql(REQUEST_RESET, { email: spellings[attempt % spellings.length] });
      expect(accepted.errors).toBeUndefined();
    }
    const refused = await server.graphql(REQUEST_RESET, { email: fullWidth("resets@example.com") });
    expect(refused.errors![0].extensions!.code).toBe("TOO_MANY_REQUESTS");
  });

  it.each([
    "a@b.co?cc=evil",
    "a@b.co?body=hi",
    "a@b.co&bcc=evil",
    "a@b.co%0d%0abcc=evil",
    "a@b.co%3Fcc=evil",
    "a@b.co＃x",
    "a@b.co﹖cc=evil",
  ])("refuses %j, which a mailto: link would turn into extra headers, in every e-mail field", async (email) => {
    const admin = await server.account({ role: "admin" as never });
    const contact = { firstName: "A", lastName: "B", email, subject: "Hello", message: "A question about plans." };
    const answers = [
      await server.graphql(SIGNUP, { input: { name: "Evil", email, password: "secret1", acceptPolicies: true } }),
      await server.graphql(CONTACT, { input: contact }),
      await server.graphql(SUBSCRIBE, { email }),
      await server.graphql(CONTACT_INFO, { input: { email } }, admin.token),
    ];
    for (const answer of answers) {
      expect(answer.errors![0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT", fields: { email: MESSAGES.emailInvalid } } });
    }
  });

  it("stores existing addresses in the normal spelling, keeping both accounts when two collide", async () => {
    const runner = server.database.dataSource.createQueryRunner();
    try {
      const insert = (email: string) =>
        runner.query(
          "INSERT INTO users (name, email, role, membership_tier, account_status, badge, referral_score, password_hash, token_version) VALUES ('Old', ?, 'user', 'basic', 'active', 'user', 0, 'x', 0)",
          [email],
        );
      await insert(fullWidth("older@example.com"));
      await insert("older@example.com");
      await insert("  Shouting@EXAMPLE.com");
      await runner.query("INSERT INTO newsletter_subscribers (email) VALUES (?), (?)", [
        fullWidth("reader@example.com"),
        "Reader@example.com",
      ]);
      await new ExactEmails1763850000000().up(runner);

      const emails = ((await runner.query("SELECT email FROM users WHERE name = 'Old' ORDER BY id")) as { email: string }[]).map(
        (r) => r.email,
      );
      expect(emails).toEqual([fullWidth("older@example.com"), "older@example.com", "shouting@example.com"]);
      const readers = (await runner.query("SELECT email FROM newsletter_subscribers WHERE email LIKE '%reader%'")) as { email: string }[];
      expect(readers).toEqual([{ email: "reader@example.com" }]);
    } finally {
      await runner.release();
    }
  });
});
