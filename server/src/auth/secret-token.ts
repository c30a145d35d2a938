import { createHash, randomBytes } from "node:crypto";

/** A new unguessable secret (32 random bytes) for a link or a session, safe in URLs and cookies. */
export const newSecretToken = (): string => randomBytes(32).toString("base64url");

/**
 * How mailed links, session secrets and recovery codes are stored: their SHA-256, hex. They are
 * high-entropy, so a fast hash is enough and lets them be looked up by it.
 */
export const sha256Hex = (value: string): string => createHash("sha256").update(value).digest("hex");
