import { createSecretKey } from "node:crypto";
import jwt from "jsonwebtoken";
import { ACCESS_TOKEN_LIFETIME_SECONDS, signToken, verifyToken } from "./tokens";

const SECRET = "a-test-secret-of-at-least-thirty-two-bytes";
const key = createSecretKey(Buffer.from(SECRET, "utf8"));
const forged = (options: jwt.SignOptions) =>
  jwt.sign({ ver: 0, sid: "s1" }, key, { algorithm: "HS256", subject: "1", issuer: "iron-warrior-fitness", ...options });

const CLAIMS = { userId: 1, tokenVersion: 0, sessionId: "s1" };

describe("session tokens", () => {
  it("accept the tokens this server signs", () => {
    expect(verifyToken(SECRET, signToken(SECRET, CLAIMS))).toEqual(CLAIMS);
  });

  it("refuse a correctly signed token that carries no expiry, which would never end", () => {
    expect(verifyToken(SECRET, forged({ expiresIn: 60 }))).toEqual(CLAIMS);
    expect(verifyToken(SECRET, forged({}))).toBeNull();
  });

  it("refuse an expired token and one signed with another secret", () => {
    expect(verifyToken(SECRET, forged({ expiresIn: -10 }))).toBeNull();
    expect(verifyToken("another-secret-of-at-least-thirty-two-bytes", signToken(SECRET, CLAIMS))).toBeNull();
  });

  it("last an hour and name their session; a token without a session is refused", () => {
    const payload = jwt.decode(signToken(SECRET, CLAIMS)) as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
    expect(ACCESS_TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(payload.sid).toBe("s1");
    const sessionless = jwt.sign({ ver: 0 }, key, { algorithm: "HS256", subject: "1", issuer: "iron-warrior-fitness", expiresIn: 60 });
    expect(verifyToken(SECRET, sessionless)).toBeNull();
  });

  it("stop working at their expiry though verified before, and are answered as copies", () => {
    const token = signToken(SECRET, CLAIMS);
    const claims = verifyToken(SECRET, token)!;
    claims.userId = 2;
    expect(verifyToken(SECRET, token)).toEqual(CLAIMS);
    const { exp } = jwt.decode(token) as jwt.JwtPayload;
    const now = jest.spyOn(Date, "now");
    try {
      now.mockReturnValue(exp! * 1000 - 1);
      expect(verifyToken(SECRET, token)).toEqual(CLAIMS);
      now.mockReturnValue(exp! * 1000);
      expect(verifyToken(SECRET, token)).toBeNull();
      expect(verifyToken("another-secret-of-at-least-thirty-two-bytes", token)).toBeNull();
    } finally {
      now.mockRestore();
    }
  });
});
