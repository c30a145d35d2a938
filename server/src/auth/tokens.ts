import { createSecretKey, type KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";

const ISSUER = "iron-warrior-fitness";
// An hour, not minutes: every request checks the session row, so a revoked session dies at once
// whatever the token's age, and an integrator's long script keeps working between refreshes.
export const ACCESS_TOKEN_LIFETIME_SECONDS = 60 * 60;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** The server-side session the token belongs to. */
  sessionId: string;
}

// Given a string, jsonwebtoken first tries to parse it as a PEM public key on every call and
// only then falls back to a secret key; the failed parse was the largest cost of an
// authenticated request. A ready KeyObject per secret skips it.
const secretKeys = new Map<string, KeyObject>();
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) secretKeys.set(secret, (key = createSecretKey(Buffer.from(secret, "utf8"))));
  return key;
}

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({ ver: claims.tokenVersion, sid: claims.sessionId }, secretKey(secret), {
    algorithm: "HS256",
    subject: String(claims.userId),
    issuer: ISSUER,
    expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
  });
}

/** The claims of a valid, unexpired token signed by us, or null. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secretKey(secret), { algorithms: ["HS256"], issuer: ISSUER });
    // jsonwebtoken accepts a token without `exp`; ours always carry one, so one without never ends.
    if (typeof payload !== "object" || typeof payload.exp !== "number") return null;
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.sid !== "string") return null;
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) ? { userId, tokenVersion: payload.ver, sessionId: payload.sid } : null;
  } catch {
    return null;
  }
}
