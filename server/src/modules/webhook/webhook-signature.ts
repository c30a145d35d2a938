import { createHmac, randomBytes } from "node:crypto";

/** Standard Webhooks secrets: "whsec_" and the base64 of 32 random bytes (the HMAC key). */
const SECRET_PREFIX = "whsec_";

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString("base64");
}

/**
 * The webhook-signature header per the Standard Webhooks specification: "v1," and the base64
 * HMAC-SHA256, keyed with the secret's decoded bytes, of "<webhook-id>.<webhook-timestamp>.<body>".
 */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  return `v1,${createHmac("sha256", key).update(`${messageId}.${timestampSeconds}.${body}`).digest("base64")}`;
}

/** A webhook-id: "msg_" and 20 random bytes, unique per event and kept for its retries and replays. */
export const newMessageId = () => `msg_${randomBytes(20).toString("base64url")}`;
