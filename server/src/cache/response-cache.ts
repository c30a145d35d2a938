import type { KeyValueCache, KeyValueCacheSetOptions } from "@apollo/utils.keyvaluecache";
import Redis from "ioredis";
import { LRUCache } from "lru-cache";

/** Under the client's key prefix, so stored as e.g. "gym:rc:generation". */
const GENERATION_KEY = "generation";
/**
 * A read that began before a content change can finish after it and store its old answer
 * under the new generation. A second bump this long after the change drops such answers.
 */
const DEFAULT_SETTLE_MS = 5000;
/** Scoped cache keys remembered for the current generation (as many as distinct keys looked up). */
const MAX_SCOPED_KEYS = 10_000;

/**
 * The public response cache. Every key carries a generation number; a content change bumps
 * it, so every older entry becomes unreachable at once and simply expires. In Redis (when
 * REDIS_URL is set) entries and the generation are shared by every app server.
 */
export class ResponseCache implements KeyValueCache<string> {
  private localGeneration = 0;
  /** In process: bounded by total length, least recently read first out; synchronous, so a hit answered before Express costs no promise. */
  private readonly memory = new LRUCache<string, string>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (value) => value.length || 1 });
  private readonly redis?: Redis;
  private readonly settleTimers = new Set<NodeJS.Timeout>();
  private readonly scopedKeys = new Map<string, string>();
  private scopedGeneration = -1;

  constructor(
    redisUrl?: string,
    redisKeyPrefix = "gym:",
    private readonly settleMs = DEFAULT_SETTLE_MS,
  ) {
    if (redisUrl)
      this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, keyPrefix: `${redisKeyPrefix}rc:` });
  }

  private async generation(): Promise<string> {
    if (!this.redis) return String(this.localGeneration);
    return (await this.redis.get(GENERATION_KEY)) ?? "0";
  }

  get(key: string): Promise<string | undefined> {
    return Promise.resolve(this.getNow(key));
  }

  /**
   * The entry at once when the cache is in process (a string, or undefined for a miss); a
   * promise of it when it is shared in Redis.
   */
  getNow(key: string): string | undefined | Promise<string | undefined> {
    if (!this.redis) return this.memory.get(this.scopedKey(key));
    return this.getShared(this.redis, key);
  }

  /**
   * `<generation>:<key>`, the same string each time for a key (the key itself comes from a map
   * of known request bodies): a string built per lookup would be hashed again on every request.
   */
  private scopedKey(key: string): string {
    if (this.scopedGeneration !== this.localGeneration) {
      this.scopedKeys.clear();
      this.scopedGeneration = this.localGeneration;
    }
    let scoped = this.scopedKeys.get(key);
    if (scoped === undefined) {
      scoped = `${this.localGeneration}:${key}`;
      if (this.scopedKeys.size >= MAX_SCOPED_KEYS) this.scopedKeys.clear();
      this.scopedKeys.set(key, scoped);
    }
    return scoped;
  }

  private async getShared(redis: Redis, key: string): Promise<string | undefined> {
    try {
      return (await redis.get(`${await this.generation()}:${key}`)) ?? undefined;
    } catch {
      return undefined; // an unreachable cache is a miss, never an error
    }
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    try {
      const scoped = `${await this.generation()}:${key}`;
      const ttl = options?.ttl ?? 60;
      if (this.redis) await this.redis.set(scoped, value, "EX", Math.max(1, Math.ceil(ttl)));
      else this.memory.set(scoped, value, { ttl: ttl * 1000 });
    } catch {
      // caching is best effort
    }
  }

  async delete(key: string): Promise<boolean | void> {
    const scoped = `${await this.generation()}:${key}`;
    if (this.redis) await this.redis.del(scoped).catch(() => undefined);
    else this.memory.delete(scoped);
  }

  /** Forgets every cached response (after any content change). */
  async invalidate(): Promise<void> {
    await this.bumpGeneration();
    const settle = setTimeout(() => {
      this.settleTimers.delete(settle);
      void this.bumpGeneration();
    }, this.settleMs);
    settle.unref();
    this.settleTimers.add(settle);
  }

  private async bumpGeneration(): Promise<void> {
    this.localGeneration += 1;
    await this.redis?.incr(GENERATION_KEY).catch(() => undefined);
  }

  async close(): Promise<void> {
    for (const timer of this.settleTimers) clearTimeout(timer);
    this.settleTimers.clear();
    await this.redis?.quit().catch(() => undefined);
  }
}
