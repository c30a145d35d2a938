import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { tooManyRequests } from "../common/errors";
import { normalizeEmail, signInLocked } from "../../../common/validation";
import type { RateLimits } from "./rate-limits";

/**
 * Failed password checks only (OWASP authentication cheat sheet): a success never counts and
 * clears the counts, so an owner who signs in often is never held back by their own use.
 */
export const SIGN_IN_LIMITS = {
  /** Failures by one client on one address before that pair waits out the rest of the window. */
  perClientAddress: { failures: 10, windowSeconds: 15 * 60 },
  /** Failures by one client across all addresses (credential stuffing); a success does not clear it. */
  perClient: { failures: 100, windowSeconds: 15 * 60 },
  /** Attempts (failed or refused) by that pair after which it gets the plain flood answer. */
  floodAfter: 20,
  /**
   * Failures on one address from every client together. Past the ceiling each further failure
   * makes the address wait, twice as long each time, so guesses spread over many clients slow
   * to a crawl while a stranger on one client can never reach it.
   */
  perAddress: { failures: 30, windowSeconds: 60 * 60, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
} as const;

export class SignInGuard {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly clientFailures: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;
  private readonly addressDelay: RateLimiterAbstract;

  constructor(rateLimits: RateLimits) {
    const { perClientAddress, perClient, perAddress } = SIGN_IN_LIMITS;
    this.clientFailures = rateLimits.limiter("signin:client", perClient.failures, perClient.windowSeconds);
    this.pairFailures = rateLimits.limiter("signin:pair", SIGN_IN_LIMITS.floodAfter, perClientAddress.windowSeconds);
    this.addressFailures = rateLimits.limiter("signin:address", perAddress.failures, perAddress.windowSeconds);
    this.addressDelay = rateLimits.limiter("signin:delay", 1, perAddress.maxDelaySeconds);
  }

  /** Throws TOO_MANY_REQUESTS (with the wait) when this client or this address must wait. */
  async check(clientKey: string, email: string): Promise<void> {
    const pair = pairKey(clientKey, email);
    const failures = await this.pairFailures.get(pair);
    if (failures && failures.consumedPoints >= SIGN_IN_LIMITS.perClientAddress.failures) {
      const counted = await this.pairFailures.penalty(pair);
      const seconds = Math.ceil(counted.msBeforeNext / 1000);
      throw counted.consumedPoints > SIGN_IN_LIMITS.floodAfter ? tooManyRequests(seconds) : tooManyRequests(seconds, signInLocked(seconds));
    }
    const client = await this.clientFailures.get(clientKey);
    if (client && client.consumedPoints >= SIGN_IN_LIMITS.perClient.failures) throw tooManyRequests(Math.ceil(client.msBeforeNext / 1000));
    const delay = await this.addressDelay.get(addressKey(email));
    if (delay && delay.msBeforeNext > 0) {
      const seconds = Math.ceil(delay.msBeforeNext / 1000);
      throw tooManyRequests(seconds, signInLocked(seconds));
    }
  }

  async failed(clientKey: string, email: string): Promise<void> {
    await Promise.all([this.pairFailures.penalty(pairKey(clientKey, email)), this.clientFailures.penalty(clientKey)]);
    const address = addressKey(email);
    const { consumedPoints } = await this.addressFailures.penalty(address);
    const { failures, firstDelaySeconds, maxDelaySeconds } = SIGN_IN_LIMITS.perAddress;
    const over = consumedPoints - failures;
    if (over > 0) await this.addressDelay.block(address, Math.min(firstDelaySeconds * 2 ** (over - 1), maxDelaySeconds));
  }

  async succeeded(clientKey: string, email: string): Promise<void> {
    await Promise.all([this.pairFailures.delete(pairKey(clientKey, email)), this.addressFailures.delete(addressKey(email))]);
  }
}

const addressKey = normalizeEmail;
const pairKey = (clientKey: string, email: string) => `${clientKey}|${addressKey(email)}`;
