import { RATE_LIMITS } from "../../auth/rate-limits";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe("rate limits on sign-in, sign-up and reset", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer("sqlite", { seed: false });
  });
  afterEach(() => server.close());

  it("stops a request at its first failed sign-in, so aliases cannot multiply guesses", async () => {
    await server.account({ email: "victim@example.com" });
    const guesses = Array.from(
      { length: 5 },
      (_, i) => `g${i}: login(input: { email: "victim@example.com", password: "guess${i}" }) { token }`,
    );
    const { data, errors } = await server.graphql(`mutation { ${guesses.join("\n")} }`);
    expect(data).toBeNull();
    expect(errors!.map((e) => e.message)).toEqual(["Invalid email or password"]);
  });

  it("limits password-reset requests per e-mail, aliases included", async () => {
    const requests = Array.from(
      { length: RATE_LIMITS.passwordReset.perEmail + 1 },
      (_, i) => `r${i}: requestPasswordReset(email: "x@example.com") { success }`,
    );
    const { errors } = await server.graphql(`mutation { ${requests.join("\n")} }`);
    expect(errors![0]).toMatchObject({
      message: "Too many attempts. Please try again later.",
      path: [`r${RATE_LIMITS.passwordReset.perEmail}`],
    });
  });

  it("limits one client across many e-mails", async () => {
    let limited = 0;
    for (let i = 0; i < RATE_LIMITS.signup.perClient + 2; i++) {
      const { errors } = await server.graphql(
        `mutation ($e: String!) { signup(input: { name: "Spam", email: $e, password: "gym-secret1", acceptPolicies: true }) { token } }`,
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
});
