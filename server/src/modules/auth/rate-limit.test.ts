import { RATE_LIMITS } from "../../auth/rate-limits";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe("rate limits on sign-in, sign-up and reset", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer("sqlite", { seed: false });
  });
  afterEach(() => server.close());

  it("counts every alias in one request as an attempt on the same e-mail", async () => {
    const member = await server.account({ email: "victim@example.com" });
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `a${i}: login(input: { email: "victim@example.com", password: "${member.password}" }) { token }`).join("\n");
    const allowed = await server.graphql(`mutation { ${aliases(RATE_LIMITS.login.perEmail)} }`);
    expect(allowed.errors).toBeUndefined();
    expect(Object.keys(allowed.data!)).toHaveLength(RATE_LIMITS.login.perEmail);
    const over = await server.graphql(`mutation { ${aliases(1)} }`);
    expect(over.errors![0]).toMatchObject({ message: "Too many attempts. Please try again later.", extensions: { code: "TOO_MANY_REQUESTS" } });
  });

  it("stops a request at its first failed sign-in, so aliases cannot multiply guesses", async () => {
    await server.account({ email: "victim@example.com" });
    const guesses = Array.from({ length: 5 }, (_, i) => `g${i}: login(input: { email: "victim@example.com", password: "guess${i}" }) { token }`);
    const { data, errors } = await server.graphql(`mutation { ${guesses.join("\n")} }`);
    expect(data).toBeNull();
    expect(errors!.map((e) => e.message)).toEqual(["Invalid email or password"]);
  });

  it("limits password-reset requests per e-mail, aliases included", async () => {
    const requests = Array.from({ length: RATE_LIMITS.passwordReset.perEmail + 1 }, (_, i) => `r${i}: requestPasswordReset(email: "x@example.com") { success }`);
    const { errors } = await server.graphql(`mutation { ${requests.join("\n")} }`);
    expect(errors![0]).toMatchObject({ message: "Too many attempts. Please try again later.", path: [`r${RATE_LIMITS.passwordReset.perEmail}`] });
  });

  it("limits one client across many e-mails", async () => {
    let limited = 0;
    for (let i = 0; i < RATE_LIMITS.signup.perClient + 2; i++) {
      const { errors } = await server.graphql(
        `mutation ($e: String!) { signup(input: { name: "Spam", email: $e, password: "secret1" }) { token } }`,
        { e: `spam${i}@example.com` },
      );
      if (errors?.[0]?.extensions?.code === "TOO_MANY_REQUESTS") limited++;
    }
    expect(limited).toBe(2);
  });

  it("refuses batched requests, so a batch cannot multiply attempts", async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ __typename }" }, { query: "{ __typename }" }]),
    });
    expect(response.status).toBe(400);
  });

  it("answers HTTP 429 with Retry-After on the REST sign-in", async () => {
    let last;
    for (let i = 0; i <= RATE_LIMITS.login.perEmail; i++) {
      last = await server.rest("POST", "/auth/login", { email: "victim@example.com", password: `guess${i}` });
    }
    expect(last!.status).toBe(429);
    expect(last!.body).toEqual({ success: false, message: "Too many attempts. Please try again later.", data: null });
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
