import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const FORMAT = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts TOTP secrets at rest (AES-256-GCM) with a key derived from JWT_SECRET, so a copy of
 * the database or a backup alone does not reveal them. Changing JWT_SECRET makes stored
 * secrets unreadable: those accounts must enrol again.
 */
export class SecretBox {
  private readonly key: Buffer;

  /** `purpose` keeps each kind of secret under its own key (webhook signing secrets use their own). */
  constructor(jwtSecret: string, purpose = "iron-warrior two-factor secrets") {
    this.key = Buffer.from(hkdfSync("sha256", jwtSecret, "", purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    const encrypted = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return `${FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString("base64url")}`;
  }

  /** The plain text, or null when the value was sealed with another key or altered. */
  open(sealed: string): string | null {
    const [format, payload] = sealed.split(".");
    if (format !== FORMAT || !payload) return null;
    const bytes = Buffer.from(payload, "base64url");
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}
