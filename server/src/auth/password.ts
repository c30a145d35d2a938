import argon2 from "argon2";
import { tooManyRequests } from "../common/errors";
import { MESSAGES } from "../../../common/validation";

/**
 * argon2 runs on libuv's threadpool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * file reads, compression and DNS share. Unbounded, a login flood fills every thread and static
 * files wait behind the hashes; two at a time leaves the rest of the pool to everything else.
 */
const PASSWORD_HASHING = {
  concurrency: 2,
  /** Checks waiting for a slot; beyond this a caller is refused at once rather than queued. */
  queueLimit: 32,
  retryAfterSeconds: 2,
} as const;

let running = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PASSWORD_HASHING.concurrency) {
    if (waiting.length >= PASSWORD_HASHING.queueLimit) throw tooManyRequests(PASSWORD_HASHING.retryAfterSeconds, MESSAGES.serverBusy);
    // A finishing check hands its slot straight to the next waiter, so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

// argon2id with the library's defaults (64 MiB, 3 passes): memory-hard, ~50 ms here.
export function hashPassword(password: string): Promise<string> {
  return bounded(() => argon2.hash(password, { type: argon2.argon2id }));
}

/**
 * Stored for an account that has no password yet (an imported member until they follow their
 * invitation). It is not an argon2 hash, so no password can ever match it; verifyPassword treats
 * it as no hash at all, spending the same time as for an unknown e-mail.
 */
export const NO_PASSWORD_HASH = "!no-password-set";

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash it still spends the same time on a dummy hash,
 * so a wrong e-mail and a wrong password cannot be told apart by timing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === NO_PASSWORD_HASH) storedHash = undefined;
  const hash = storedHash ?? (await (dummyHash ??= argon2.hash("dummy-password-for-timing", { type: argon2.argon2id })));
  return bounded(async () => {
    try {
      const matches = await argon2.verify(hash, password);
      return storedHash !== undefined && matches;
    } catch {
      return false;
    }
  });
}
