import { SIGN_IN_LIMITS } from "./sign-in-guard";
import { clientKeyOf } from "./client-key";
import { testDatabaseKinds } from "../testing/test-database";
import { startTestServer, type TestServer } from "../testing/test-server";

describe("rate-limit client keys", () => {
  it("keys IPv6 clients by their /64, whatever the spelling", () => {
    const key = clientKeyOf("2001:db8:1:2::1");
    expect(clientKeyOf("2001:0db8:0001:0002:ffff:ffff:ffff:fffe")).toBe(key);
    expect(clientKeyOf("2001:DB8:1:2:a:b:c:d")).toBe(key);
    expect(clientKeyOf("2001:db8:1:3::1")).not.toBe(key);
    expect(clientKeyOf("::1")).toBe(clientKeyOf("::2"));
    expect(clientKeyOf("fe80::1%eth0")).toBe(clientKeyOf("fe80::2"));
  });

  it("maps IPv4-mapped IPv6 addresses to the IPv4 client, and keeps IPv4 addresses whole", () => {
    expect(clientKeyOf("::ffff:192.0.2.10")).toBe("192.0.2.10");
    expect(clientKeyOf("::ffff:c000:20a")).toBe("192.0.2.10");
    expect(clientKeyOf("192.0.2.10")).not.toBe(clientKeyOf("192.0.2.11"));
    expect(clientKeyOf(undefined)).toBe("unknown");
  });
});

/** Issue 14 item 3: 48 addresses of one /64 got 48 allowances of failed sign-ins. */
describe.each(testDatabaseKinds())("sign-in limits for IPv6 clients on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seed: false });
  });
  afterAll(() => server.close());

  const signIn = (client: string, email: string, password: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ email, password }),
    });

  it("counts every address of one /64 as one client, and an IPv4-mapped address as its IPv4 client", async () => {
    const { user } = await server.account();
    const { failures } = SIGN_IN_LIMITS.perClientAddress;
    for (let i = 1; i <= failures; i++) expect((await signIn(`2001:db8:7:7::${i.toString(16)}`, user.email, "wrong")).status).toBe(401);
    expect((await signIn("2001:db8:7:7:ffff::1", user.email, "wrong")).status).toBe(429);
    expect((await signIn("2001:db8:7:8::1", user.email, "wrong")).status).toBe(401);

    for (let i = 0; i < failures; i++) expect((await signIn("192.0.2.44", user.email, "wrong")).status).toBe(401);
    expect((await signIn("::ffff:192.0.2.44", user.email, "wrong")).status).toBe(429);
  }, 60_000);
});
