import jwt from "jsonwebtoken";

const ISSUER = "iron-warrior-fitness";
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({ ver: claims.tokenVersion }, secret, {
    algorithm: "HS256",
    subject: String(claims.userId),
    issuer: ISSUER,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  });
}

/** The claims of a valid, unexpired token signed by us, or null. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ["HS256"], issuer: ISSUER });
    if (typeof payload !== "object" || typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) ? { userId, tokenVersion: payload.ver } : null;
  } catch {
    return null;
  }
}
