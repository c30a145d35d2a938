import { createHmac, timingSafeEqual } from "node:crypto";
import { MAIL_LISTS, type MailList } from "../../../../common/validation";

/** What a signed mail link may do: leave a list, or confirm a newsletter subscription. */
type LinkPurpose = "unsubscribe" | "confirm";

interface LinkPayload {
  /** purpose */
  p: LinkPurpose;
  /** address, normalised */
  e: string;
  /** list */
  l: MailList;
  /** expiry in seconds since 1970, when the link expires */
  x?: number;
}

const TOKEN_MAX = 1000;

/**
 * Signed, unguessable links for mails: an HMAC (keyed from JWT_SECRET) over the address, the
 * list and the purpose, so a link names no raw id and cannot be altered to name another address.
 */
export class MailLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac("sha256", secret).update("mail-links v1").digest();
  }

  unsubscribeToken(email: string, list: MailList): string {
    return this.sign({ p: "unsubscribe", e: email, l: list });
  }

  confirmToken(email: string, expiresAt: Date): string {
    return this.sign({ p: "confirm", e: email, l: "newsletter", x: Math.floor(expiresAt.getTime() / 1000) });
  }

  /** The address and list a valid unsubscribe token names, or null. */
  readUnsubscribe(token: unknown): { email: string; list: MailList } | null {
    const payload = this.verify(token);
    return payload?.p === "unsubscribe" ? { email: payload.e, list: payload.l } : null;
  }

  /** The address a valid, unexpired confirmation token names, or null. */
  readConfirm(token: unknown, now = new Date()): string | null {
    const payload = this.verify(token);
    if (payload?.p !== "confirm" || payload.x === undefined || payload.x * 1000 < now.getTime()) return null;
    return payload.e;
  }

  private sign(payload: LinkPayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
    return `${body}.${this.mac(body)}`;
  }

  private verify(token: unknown): LinkPayload | null {
    if (typeof token !== "string" || token.length > TOKEN_MAX) return null;
    const [body, mac, extra] = token.split(".");
    if (!body || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as LinkPayload;
      if (typeof payload.e !== "string" || !MAIL_LISTS.includes(payload.l)) return null;
      return payload;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac("sha256", this.key).update(body).digest("base64url");
  }
}
