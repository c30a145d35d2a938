import { randomInt } from "node:crypto";
import { SIGN_IN_LIMITS } from "../../auth/sign-in-guard";
import { MESSAGES } from "../../../../common/validation";
import { testRedisUrl, uniqueRedisKeyPrefix } from "../../testing/test-redis";
import { startTestServer, type TestServer } from "../../testing/test-server";

const redisUrl = testRedisUrl();
const stores: [where: string, env: (() => Record<string, string>) | undefined][] = [["in memory", undefined]];
if (redisUrl) stores.push(["in Redis, across two app servers", () => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: uniqueRedisKeyPrefix() })]);

const PASSWORD = "owner-secret-1";
let addresses = 0;
const { failures } = SIGN_IN_LIMITS.perClientAddress;
/** Every refused password costs a real hash check, which is slow on a shared machine. */
const SLOW = 120_000;

/** Issue 12 item 10: failures count per client and address, so a stranger cannot lock the owner out. */
describe.each(stores)("sign-in limits %s", (_where, env) => {
  let servers: TestServer[];
  let email: string;
  beforeAll(async () => {
    const options = { seed: false, env: env?.() };
    servers = env
      ? await Promise.all([startTestServer("sqlite", options), startTestServer("sqlite", options)])
      : [await startTestServer("sqlite", options)];
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  beforeEach(async () => {
    email = `owner-${++addresses}-${Date.now()}@example.com`;
    // Each server has its own database; the owner exists in both, the counts are shared.
    for (const server of servers) await server.account({ email, password: PASSWORD, role: "admin" as never, twoFactor: false });
  });

  let turn = 0;
  /** Signs in over REST from `client`, alternating between the servers. */
  async function signIn(client: string, password: string, address = email) {
    const server = servers[turn++ % servers.length];
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ email: address, password }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      message: ((await response.json()) as { message: string }).message,
    };
  }
  const someClient = () => `203.0.113.${randomInt(1, 255)}`;

  it(
    "lets the owner in from their own client after a stranger's wrong guesses, and tells the stranger how long to wait",
    async () => {
      const stranger = "198.51.100.7";
      for (let i = 0; i < failures; i++) expect((await signIn(stranger, `guess-${i}`)).message).toBe(MESSAGES.invalidCredentials);
      const refused = await signIn(stranger, `guess-${failures}`);
      expect(refused).toMatchObject({ status: 429, message: "Too many failed sign-ins. Try again in 15 minutes." });
      expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
      // Even the right password waits on the stranger's client; the owner's own client is untouched.
      expect((await signIn(stranger, PASSWORD)).status).toBe(429);
      expect(await signIn("192.0.2.10", PASSWORD)).toMatchObject({ status: 200 });
    },
    SLOW,
  );

  it(
    "never counts successful sign-ins, and a success clears the failures before it",
    async () => {
      const owner = someClient();
      for (let i = 0; i < failures + 2; i++) expect((await signIn(owner, PASSWORD)).status).toBe(200);
      for (let i = 0; i < failures - 1; i++) expect((await signIn(owner, "typo")).status).toBe(401);
      expect((await signIn(owner, PASSWORD)).status).toBe(200);
      // Without the reset this would be the eleventh failure and refused.
      expect((await signIn(owner, "typo")).status).toBe(401);
      expect((await signIn(owner, "typo")).status).toBe(401);
    },
    SLOW,
  );

  it(
    "still answers a flood of wrong passwords with HTTP 429 'Too many attempts'",
    async () => {
      const flooder = someClient();
      let last = await signIn(flooder, "guess-0");
      for (let i = 1; i < 30; i++) last = await signIn(flooder, `guess-${i}`);
      expect(last).toMatchObject({ status: 429, message: "Too many attempts. Please try again later." });
      expect(Number(last.retryAfter)).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    "slows an address down once guesses from many clients pass its ceiling",
    async () => {
      const { failures: ceiling } = SIGN_IN_LIMITS.perAddress;
      // Nine guesses from each of several clients: none of them reaches its own limit.
      for (let i = 0; i < ceiling; i++) expect((await signIn(`198.19.${Math.floor(i / (failures - 1))}.1`, `guess-${i}`)).status).toBe(401);
      expect(await signIn("198.20.0.1", "one-more-guess")).toMatchObject({ status: 401 });
      expect(await signIn(someClient(), PASSWORD)).toMatchObject({
        status: 429,
        message: "Too many failed sign-ins. Try again in 1 minute.",
      });
      expect(await signIn("198.20.0.2", "and-another")).toMatchObject({ status: 429 });
    },
    SLOW,
  );
});
