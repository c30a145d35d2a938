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

/**
 * Tokens already verified, per secret, with their expiry: a client sends the same token for an
 * hour, and checking the signature and parsing it again each time cost more than the session
 * lookup. Only what the token itself proves is kept (revocation is the session row's business,
 * read on every request). Bounded: when full, the oldest entries go first.
 */
const VERIFIED_LIMIT = 10_000;
interface Verified {
  claims: TokenClaims;
  expiresAtMs: number;
}
const verified = new Map<string, Map<string, Verified>>();

/** The claims of a valid, unexpired token signed by us, or null. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  let known = verified.get(secret);
  if (!known) verified.set(secret, (known = new Map<string, Verified>()));
  const hit = known.get(token);
  if (hit) {
    // jsonwebtoken's rule: valid while the current second is before `exp`.
    if (Math.floor(Date.now() / 1000) * 1000 < hit.expiresAtMs) return { ...hit.claims };
    known.delete(token);
    return null;
  }
  const claims = verifySignature(secret, token);
  if (!claims) return null;
  if (known.size >= VERIFIED_LIMIT) known.delete(known.keys().next().value!);
  known.set(token, claims);
  return { ...claims.claims };
}

function verifySignature(secret: string, token: string): Verified | null {
  try {
    const payload = jwt.verify(token, secretKey(secret), { algorithms: ["HS256"], issuer: ISSUER });
    // jsonwebtoken accepts a token without `exp`; ours always carry one, so one without never ends.
    if (typeof payload !== "object" || typeof payload.exp !== "number") return null;
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number" || typeof payload.sid !== "string") return null;
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId)) return null;
    return { claims: { userId, tokenVersion: payload.ver, sessionId: payload.sid }, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}
