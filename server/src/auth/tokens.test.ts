import { createSecretKey } from "node:crypto";
import jwt from "jsonwebtoken";
import { signToken, verifyToken } from "./tokens";

const SECRET = "a-test-secret-of-at-least-thirty-two-bytes";
const key = createSecretKey(Buffer.from(SECRET, "utf8"));
const forged = (options: jwt.SignOptions) =>
  jwt.sign({ ver: 0 }, key, { algorithm: "HS256", subject: "1", issuer: "iron-warrior-fitness", ...options });

describe("session tokens", () => {
  it("accept the tokens this server signs", () => {
    expect(verifyToken(SECRET, signToken(SECRET, { userId: 1, tokenVersion: 0 }))).toEqual({ userId: 1, tokenVersion: 0 });
  });

  it("refuse a correctly signed token that carries no expiry, which would never end", () => {
    expect(verifyToken(SECRET, forged({ expiresIn: 60 }))).toEqual({ userId: 1, tokenVersion: 0 });
    expect(verifyToken(SECRET, forged({}))).toBeNull();
  });

  it("refuse an expired token and one signed with another secret", () => {
    expect(verifyToken(SECRET, forged({ expiresIn: -10 }))).toBeNull();
    expect(verifyToken("another-secret-of-at-least-thirty-two-bytes", signToken(SECRET, { userId: 1, tokenVersion: 0 }))).toBeNull();
  });
});
