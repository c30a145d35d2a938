import { createHmac, timingSafeEqual } from "node:crypto";
import { PREVIEW_LINK_DAYS } from "../../../../common/publication";

/** What a preview link shows: one post, or the subscription page with its draft plans. */
export type PreviewKind = "post" | "plans";

export interface PreviewClaims {
  kind: PreviewKind;
  /** The post's id; 0 for the plans. */
  id: number;
  expiresAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signed preview links (issue 18 item 2): `<kind>.<id>.<expiry in seconds>.<HMAC>`, keyed with
 * the app's secret under a purpose of its own, so no other token of the app can pass for one.
 * Whoever holds the link sees the draft until it expires; nothing is stored.
 */
export class PreviewLinks {
  constructor(private readonly secret: string) {}

  create(kind: PreviewKind, id: number, now = new Date(), days = PREVIEW_LINK_DAYS): { token: string; expiresAt: Date } {
    const expiresAt = new Date(Math.floor((now.getTime() + days * DAY_MS) / 1000) * 1000);
    const payload = `${kind}.${id}.${expiresAt.getTime() / 1000}`;
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  /** The claims of a genuine, unexpired token; null for anything else. */
  read(token: unknown, now = new Date()): PreviewClaims | null {
    if (typeof token !== "string" || token.length > 200) return null;
    const match = /^(post|plans)\.(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, kind, id, expiry, signature] = match as unknown as [string, PreviewKind, string, string, string];
    const expected = Buffer.from(this.sign(`${kind}.${id}.${expiry}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = new Date(Number(expiry) * 1000);
    if (expiresAt.getTime() <= now.getTime()) return null;
    return { kind, id: Number(id), expiresAt };
  }

  /** True when `token` is a genuine, unexpired link to this item. */
  allows(token: unknown, kind: PreviewKind, id: number, now = new Date()): boolean {
    const claims = this.read(token, now);
    return claims !== null && claims.kind === kind && claims.id === id;
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.secret).update(`preview-link:${payload}`).digest("base64url");
  }
}
