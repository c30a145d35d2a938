import Redis from "ioredis";
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { tooManyRequests } from "../common/errors";
import { normalizeEmail } from "../../../common/validation";

/** Attempts allowed per window, counted per client address and per e-mail address (public writes included). */
export const RATE_LIMITS = {
  signup: { perClient: 10, perEmail: 5, windowSeconds: 60 * 60 },
  passwordReset: { perClient: 10, perEmail: 5, windowSeconds: 60 * 60 },
  contactMessage: { perClient: 5, perEmail: 3, windowSeconds: 10 * 60 },
  subscribe: { perClient: 10, perEmail: 3, windowSeconds: 60 * 60 },
  resetTokenCheck: { perClient: 30, perEmail: 1, windowSeconds: 60 * 60 },
  pageView: { perClient: 300, perEmail: 1, windowSeconds: 10 * 60 },
  dataExport: { perClient: 10, perEmail: 5, windowSeconds: 60 * 60 },
  accountDeletion: { perClient: 10, perEmail: 5, windowSeconds: 60 * 60 },
  verifyEmail: { perClient: 30, perEmail: 1, windowSeconds: 60 * 60 },
  resendVerification: { perClient: 10, perEmail: 3, windowSeconds: 60 * 60 },
} as const;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

interface Limiters {
  perClient: RateLimiterAbstract;
  perEmail: RateLimiterAbstract;
}

/**
 * Counts every attempt where the resolver runs, so aliases and repeated operations in one
 * request each count. In memory by default; in Redis when REDIS_URL is set, so several app
 * servers share one count (with an in-memory fallback if Redis becomes unreachable).
 */
export class RateLimits {
  private readonly limiters = new Map<RateLimitedAction, Limiters>();
  private readonly redis?: Redis;

  constructor(
    redisUrl?: string,
    private readonly redisKeyPrefix = "gym:",
  ) {
    if (redisUrl) this.redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    for (const [action, limit] of Object.entries(RATE_LIMITS) as [RateLimitedAction, (typeof RATE_LIMITS)[RateLimitedAction]][]) {
      this.limiters.set(action, {
        perClient: this.limiter(`rl:${action}:client`, limit.perClient, limit.windowSeconds),
        perEmail: this.limiter(`rl:${action}:email`, limit.perEmail, limit.windowSeconds),
      });
    }
  }

  /** A counter in the shared store (Redis when configured), for limits with their own rules. */
  limiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!this.redis) return memory;
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: this.redisKeyPrefix + keyPrefix,
      points,
      duration,
      insuranceLimiter: memory,
    });
  }

  /** Throws TOO_MANY_REQUESTS when either the client or the e-mail is over its limit. */
  async consume(action: RateLimitedAction, clientKey: string, email?: string): Promise<void> {
    const limiters = this.limiters.get(action)!;
    try {
      const attempts = [limiters.perClient.consume(clientKey)];
      if (email) attempts.push(limiters.perEmail.consume(normalizeEmail(email)));
      await Promise.all(attempts);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
