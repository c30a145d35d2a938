import { randomBytes, timingSafeEqual } from "node:crypto";
import type { DataSource, Repository } from "typeorm";
import type { ApiScope } from "../../../../common/enums";
import { formatDateTime } from "../../../../common/gym-time";
import { API_KEY_MESSAGES, API_KEY_PREFIX, apiKeyExpiry } from "../../../../common/validation";
import { forbidden, notFound } from "../../common/errors";
import { newSecretToken, sha256Hex } from "../../auth/secret-token";
import type { Actor, AuditService } from "../audit/audit.service";
import { ApiKey } from "./api-key.entity";
import type { ApiKeyInput } from "./api-key.inputs";

/** `lastUsedAt` is written at most this often per key, so a busy integration costs reads only. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;

/** `gymk_<8 hex public id>_<43-character secret>`; the public id finds the row, the hash proves the rest. */
const KEY_PATTERN = new RegExp(`^(${API_KEY_PREFIX}[0-9a-f]{8})_([A-Za-z0-9_-]{43})$`);

/** True for anything shaped like one of our keys (rather than a session's signed token). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** What a request signed with a key acts as: the key itself, not the admin who made it. */
export interface ApiKeyPrincipal {
  id: number;
  name: string;
  scopes: readonly ApiScope[];
}

/** How a key acts in the audit log and membership history. */
export const keyActor = (key: { name: string }): Actor => ({ id: null, name: `API key ${key.name}` });

export type KeyCheck = { key: ApiKeyPrincipal; problem?: undefined } | { key?: undefined; problem: string };

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export class ApiKeyService {
  private readonly keys: Repository<ApiKey>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.keys = dataSource.getRepository(ApiKey);
  }

  list(): Promise<ApiKey[]> {
    return this.keys.find({ order: { createdAt: "DESC", id: "DESC" } });
  }

  /** Makes a key; the secret is in the answer only, its SHA-256 in the database. */
  async create(admin: Actor, input: ApiKeyInput): Promise<{ apiKey: ApiKey; secret: string }> {
    const prefix = `${API_KEY_PREFIX}${randomBytes(4).toString("hex")}`;
    const secret = `${prefix}_${newSecretToken()}`;
    const apiKey = await this.keys.save(
      this.keys.create({
        name: input.name.trim(),
        prefix,
        secretHash: sha256Hex(secret),
        scopes: [...new Set(input.scopes)],
        createdById: admin.id,
        createdBy: admin.name,
        expiresAt: input.expiresOn?.trim() ? apiKeyExpiry(input.expiresOn.trim()) : null,
        lastUsedAt: null,
        revokedAt: null,
      }),
    );
    const until = apiKey.expiresAt ? `until ${formatDateTime(apiKey.expiresAt.toISOString())}` : "no expiry";
    await this.audit.record(
      admin,
      "apiKey.create",
      "ApiKey",
      apiKey.id,
      `${apiKey.name} (${apiKey.prefix}): ${apiKey.scopes.join(", ")}; ${until}`,
    );
    return { apiKey, secret };
  }

  /** Revokes at once everywhere: every request looks its key up afresh. */
  async revoke(admin: Actor, id: number): Promise<ApiKey> {
    const key = await this.keys.findOneBy({ id });
    if (!key) throw notFound(API_KEY_MESSAGES.notFound);
    if (key.revokedAt) throw forbidden(API_KEY_MESSAGES.alreadyRevoked);
    key.revokedAt = new Date();
    await this.keys.update({ id }, { revokedAt: key.revokedAt });
    await this.audit.record(admin, "apiKey.revoke", "ApiKey", id, `${key.name} (${key.prefix})`);
    return key;
  }

  /** The key a bearer token is, or why it is refused; a use is recorded at most once a minute. */
  async authenticate(token: string, now = new Date()): Promise<KeyCheck> {
    const match = KEY_PATTERN.exec(token);
    const key = match ? await this.keys.findOneBy({ prefix: match[1]! }) : null;
    if (!key || !sameHash(key.secretHash, sha256Hex(token))) return { problem: API_KEY_MESSAGES.unknownKey };
    if (key.revokedAt) return { problem: API_KEY_MESSAGES.revoked };
    if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) {
      return { problem: API_KEY_MESSAGES.expired(formatDateTime(key.expiresAt.toISOString())) };
    }
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) await this.recordUse(key.id, now);
    return { key: { id: key.id, name: key.name, scopes: key.scopes } };
  }

  /** Conditional, so several app servers seeing the same key in one minute write it once. */
  private async recordUse(id: number, now: Date): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(ApiKey)
      .set({ lastUsedAt: now })
      .where("id = :id AND (last_used_at IS NULL OR last_used_at <= :cutoff)", {
        id,
        cutoff: new Date(now.getTime() - LAST_USED_RESOLUTION_MS),
      })
      .execute();
  }
}
