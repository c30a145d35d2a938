import { randomInt } from "node:crypto";
import { RATE_LIMITS } from "../auth/rate-limits";
import { testRedisUrl, uniqueRedisKeyPrefix } from "../testing/test-redis";
import { startTestServer, type TestServer } from "../testing/test-server";
import { ResponseCache } from "./response-cache";

const redisUrl = testRedisUrl();
const onRedis = redisUrl ? describe : describe.skip;

/** docs/product.md section 5: with REDIS_URL set, several app servers behind a balancer behave as one. */
onRedis("two app servers sharing one Redis", () => {
  let first: TestServer;
  let second: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: uniqueRedisKeyPrefix() };
    [first, second] = await Promise.all([startTestServer("sqlite", { env }), startTestServer("sqlite", { env })]);
    adminToken = (await second.account({ role: "admin" as never })).token;
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const post = (server: TestServer, query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query }),
    });

  it("count one client's attempts together, whichever server answers", async () => {
    const client = { "x-forwarded-for": `198.51.100.${randomInt(1, 255)}` };
    const reset = 'mutation { requestPasswordReset(email: "shared@example.com") { success } }';
    const answers: string[] = [];
    for (let i = 0; i <= RATE_LIMITS.passwordReset.perEmail; i++) {
      const body = (await (await post(i % 2 === 0 ? first : second, reset, client)).json()) as { errors?: { message: string }[] };
      answers.push(body.errors?.[0]?.message ?? "accepted");
    }
    expect(answers).toEqual([...Array(RATE_LIMITS.passwordReset.perEmail).fill("accepted"), "Too many attempts. Please try again later."]);
  });

  it("answer public reads from one cache that an admin change on either server empties", async () => {
    const read = async (server: TestServer) => {
      const response = await post(server, "{ hero { title } }");
      return {
        cached: response.headers.get("age") !== null,
        title: ((await response.json()) as { data: { hero: { title: string } } }).data.hero.title,
      };
    };
    expect((await read(first)).cached).toBe(false);
    // The second server's database differs, yet it answers from the entry the first one stored.
    await second.database.dataSource.query("UPDATE hero_section SET title = ?", ["Only in the second database"]);
    expect(await read(second)).toEqual({ cached: true, title: "Unleash the Warrior Within" });

    await first.database.dataSource.query("UPDATE hero_section SET title = ?", ["Changed behind the cache"]);
    const change = await post(second, 'mutation { updateHero(input: { title: "Edited on the second" }) { title } }', {
      authorization: `Bearer ${adminToken}`,
    });
    expect(((await change.json()) as { errors?: unknown }).errors).toBeUndefined();
    expect(await read(first)).toEqual({ cached: false, title: "Changed behind the cache" });
  });
});

/** Until Redis is connected the cache misses on purpose (it never queues); wait for it. */
async function untilConnected(cache: ResponseCache): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await cache.set("connected", "yes");
    if ((await cache.get("connected")) === "yes") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the cache never connected");
}

const cacheStores: [where: string, url: string | undefined][] = [["in process", undefined]];
if (redisUrl) cacheStores.push(["in Redis", redisUrl]);

describe.each(cacheStores)("public response cache %s", (_where, url) => {
  it("drops an answer that a read begun before a content change stored after it", async () => {
    const cache = new ResponseCache(url, uniqueRedisKeyPrefix(), 50);
    try {
      await untilConnected(cache);
      await cache.set("hero", "before");
      expect(await cache.get("hero")).toBe("before");
      await cache.invalidate();
      expect(await cache.get("hero")).toBeUndefined();
      // A slow read that started before the change finishes now and stores the old answer.
      await cache.set("hero", "stale");
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await cache.get("hero")).toBeUndefined();
      await cache.set("hero", "fresh");
      expect(await cache.get("hero")).toBe("fresh");
    } finally {
      await cache.close();
    }
  });
});
