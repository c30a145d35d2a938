import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { CreatedAt } from "../../db/columns";

/**
 * One signed-in device. Access tokens name it (`sid`) and die with it; only hashes of the
 * refresh token and of the browser cookie's secret are stored.
 */
@Entity({ name: "sessions" })
export class Session {
  @PrimaryColumn({ type: "varchar", length: 32 })
  id!: string;

  @Index()
  @Column({ name: "user_id", type: "int" })
  userId!: number;

  /** The account's token version when the session was made; a bump (password, role, status) ends it. */
  @Column({ name: "token_version", type: "int" })
  tokenVersion!: number;

  @CreatedAt()
  createdAt!: Date;

  @Column({ name: "last_seen_at", type: "datetime", precision: 3 })
  lastSeenAt!: Date;

  @Column({ name: "user_agent", type: "varchar", length: 255 })
  userAgent!: string;

  /** "Chrome on Android": the user agent in plain words, and the key of the new-device mail. */
  @Column({ type: "varchar", length: 60 })
  device!: string;

  /** The address's network, never the address itself: "203.0.113.x" (IPv4 /24) or an IPv6 /48. */
  @Column({ type: "varchar", length: 60 })
  place!: string;

  @Column({ name: "refresh_token_hash", type: "varchar", length: 64 })
  refreshTokenHash!: string;

  @Column({ name: "cookie_secret_hash", type: "varchar", length: 64 })
  cookieSecretHash!: string;

  @Column({ name: "expires_at", type: "datetime", precision: 3 })
  expiresAt!: Date;

  @Column({ name: "revoked_at", type: "datetime", precision: 3, nullable: true })
  revokedAt!: Date | null;
}
