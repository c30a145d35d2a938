import { randomBytes } from "node:crypto";

/**
 * The Redis that the shared-state tests use, from TEST_REDIS_URL; undefined (with a printed
 * reason) when it is not set. Under CI=true a missing TEST_REDIS_URL is an error, so a skipped
 * half never looks green.
 */
export function testRedisUrl(): string | undefined {
  const url = process.env.TEST_REDIS_URL?.trim();
  if (url) return url;
  if (process.env.CI === "true") throw new Error("CI=true but TEST_REDIS_URL is not set: the Redis tests cannot run.");
  console.warn("TEST_REDIS_URL is not set: the shared-state tests on Redis are skipped (set it to run them).");
  return undefined;
}

/** A key prefix no other test run shares, so runs on one Redis never see each other's keys. */
export const uniqueRedisKeyPrefix = () => `gymtest:${randomBytes(6).toString("hex")}:`;
